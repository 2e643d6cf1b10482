import { specMessages } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/index.ts';
import { otpFailure } from './otp-failure.ts';

describe('otpFailure', () => {
  it("R4.20 shows the server's message, or 'something went wrong' when there is none", () => {
    expect(otpFailure(new ApiError(401, 'The one-time password is not valid'))).toEqual({
      backToLogin: false,
      message: 'The one-time password is not valid',
    });
    expect(otpFailure(new ApiError(500, ''))).toEqual({ backToLogin: false, message: specMessages.otpFailed });
    expect(otpFailure('not an error')).toEqual({ backToLogin: false, message: 'something went wrong' });
  });

  it('R4.21 sends the user back to login on a forbidden (403) answer', () => {
    expect(otpFailure(new ApiError(403, 'The login has expired'))).toEqual({ backToLogin: true });
  });
});

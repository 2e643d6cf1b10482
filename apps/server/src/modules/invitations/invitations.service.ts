import {
  INVITATION_TTL_HOURS,
  type InvitationResponse,
  type InviteUserRequest,
  invitationMessages,
  type RegisterUserRequest,
  type RegisterUserResponse,
  serverMessages,
  type VerifyInvitationResponse,
} from '@arca/contract';
import { Conflict, DomainError, Forbidden, Invalid } from '../../lib/errors.ts';
import { hashPassword, newToken, sha256 } from '../../lib/secrets.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { NewUser, UserRow, UsersRepository } from '../users/users.repository.ts';
import type { InvitationsRepository } from './invitations.repository.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_HOURS * 60 * 60_000;

export interface InvitationsServiceDeps {
  users: UsersRepository;
  invitations: InvitationsRepository;
  security: SecurityConfigService;
  mailer: Mailer;
  /** The public URL without a trailing slash. */
  baseUrl: string;
}

/** Invited until they choose a password: an internal user without one cannot log in. */
function awaitsInvitation(user: UserRow): boolean {
  return user.realm === 'internal' && user.passwordHash === null;
}

/** Invitations by an administrator, their acceptance, and self-registration. */
export class InvitationsService {
  readonly #deps: InvitationsServiceDeps;
  constructor(deps: InvitationsServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Creates the user without a usable password and mails a single-use link to choose one. Inviting
   * someone who has not accepted yet sends a fresh link and retires the earlier ones.
   */
  async invite(actor: Actor, input: InviteUserRequest): Promise<InvitationResponse> {
    requireAdmin(actor);
    const { users, invitations } = this.#deps;
    const admin = input.admin ?? false;
    const token = newToken();
    const now = Date.now();
    const expiresAt = now + INVITATION_TTL_MS;
    const user = await this.#insertOrConflict(input.username, () =>
      invitations.transaction(async (tx) => {
        const existing = await users.findByName(input.username, tx);
        if (existing && !awaitsInvitation(existing)) throw new Conflict(invitationMessages.userActive(existing.name));
        const invitee =
          existing ??
          (await users.insert(
            { name: input.username, email: input.email, passwordHash: null, admin, disableUiAccess: false },
            tx,
          ));
        if (existing) await invitations.updateInvitee(invitee.id, input.email, admin, now, tx);
        await invitations.replace(invitee.id, sha256(token), now, expiresAt, tx);
        return invitee;
      }),
    );
    const link = `${this.#deps.baseUrl}/ui/login/invitation?token=${encodeURIComponent(token)}`;
    await this.#deps.mailer.send({
      to: input.email,
      subject: 'You are invited to Arca',
      text: `An administrator created the Arca user '${user.name}' for you.\n\nTo choose your password and log in, open this link within ${INVITATION_TTL_HOURS} hours:\n${link}\n\nThe link works once. If you did not expect this mail, ignore it.\n`,
    });
    return { username: user.name, email: input.email, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** Whose invitation this is, while it is unused and unexpired. */
  async verify(token: string): Promise<VerifyInvitationResponse> {
    const user = await this.#invitee(sha256(token));
    return { username: user.name };
  }

  /** Sets the invited user's password; the token is spent in the same transaction, so it works once. */
  async setPassword(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    const user = await this.#invitee(tokenHash);
    await this.#deps.security.assertPasswordAllowed(password);
    const passwordHash = await hashPassword(password);
    await this.#deps.invitations.transaction(async (tx) => {
      if (!(await this.#deps.invitations.consume(tokenHash, Date.now(), tx))) {
        throw new Invalid(invitationMessages.invalid);
      }
      await this.#deps.users.updatePassword(user.id, passwordHash, tx);
    });
  }

  /** Self-registration from the login screens: a regular user, only while the security config allows it. */
  async register(input: RegisterUserRequest): Promise<RegisterUserResponse> {
    const config = await this.#deps.security.current();
    if (!config.selfRegistration.enabled) throw new Forbidden(invitationMessages.registrationDisabled);
    if (await this.#deps.users.findByName(input.username)) {
      throw new Conflict(serverMessages.userExists(input.username));
    }
    await this.#deps.security.assertPasswordAllowed(input.password);
    const newUser: NewUser = {
      name: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      admin: false,
      disableUiAccess: false,
    };
    const user = await this.#insertOrConflict(input.username, () => this.#deps.users.insert(newUser));
    return { username: user.name, email: user.email };
  }

  async #invitee(tokenHash: string): Promise<UserRow> {
    const userId = await this.#deps.invitations.findUsable(tokenHash, Date.now());
    const user = userId === undefined ? undefined : await this.#deps.users.findById(userId);
    if (!user || !awaitsInvitation(user)) throw new Invalid(invitationMessages.invalid);
    return user;
  }

  /** Two requests creating the same name at once: the unique index lets one through, the other is a conflict. */
  async #insertOrConflict(name: string, insert: () => Promise<UserRow>): Promise<UserRow> {
    try {
      return await insert();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const winner = await this.#deps.users.findByName(name);
      if (winner) throw new Conflict(serverMessages.userExists(winner.name));
      throw error;
    }
  }
}

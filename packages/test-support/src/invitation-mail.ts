import type { ReceivedMail } from './smtp-listener.ts';

/** The token of the invitation link in a mail, undoing quoted-printable line breaks. */
export function invitationTokenOf(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(/login\/invitation\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.raw}`);
  return decodeURIComponent(match[1]);
}

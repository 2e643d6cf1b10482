import { ConfigError } from '../../config.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** A value derived from the master key, never the key: which key the database's secrets are sealed with. */
export const MASTER_KEY_CHECK_SETTING = 'platform.masterKeyCheck';

/**
 * Refuses to start a node whose master key is not the one the database's secrets are sealed with:
 * another node's, or this one's from before its key file was replaced. Such a node could open none
 * of them — passwords of remote repositories, webhook secrets, TOTP seeds, the tokens nodes call
 * each other with — and would fail each in its own way, on that node only. The first start stores
 * the check; every start compares.
 */
export async function checkMasterKey(settings: SettingsRepository, box: SecretBox): Promise<void> {
  const mine = box.derive('arca master key check').toString('base64url');
  const stored = await settings.putIfAbsent(MASTER_KEY_CHECK_SETTING, mine);
  if (stored === mine) return;
  throw new ConfigError(
    `this node's master key is not the one this database's secrets are sealed with: give every node the same key (ARCA_MASTER_KEY, or the same data/master.key). A lost key cannot be recovered; to start with a new one, delete the setting ${MASTER_KEY_CHECK_SETTING}, then enter again every secret sealed with the old key (remote repository passwords, webhook secrets, two-factor enrolments).`,
  );
}

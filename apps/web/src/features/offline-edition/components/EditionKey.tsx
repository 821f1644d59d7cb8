import { useQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/TextLink';
import { editionKeyQuery } from '../api';
import { OFFLINE_TEXT } from '../messages';
import styles from './offline.module.css';

/** /about's section on the offline edition's signing key: its fingerprint and the public key itself. */
export function EditionKey() {
  const key = useQuery(editionKeyQuery());
  if (!key.data) return null;
  return (
    <section className={styles.key} aria-labelledby="edition-key">
      <h2 id="edition-key">{OFFLINE_TEXT.keyTitle}</h2>
      <p>{OFFLINE_TEXT.keyIntro}</p>
      <p>{OFFLINE_TEXT.fingerprint}</p>
      <code className={styles.code} data-testid="edition-fingerprint">
        {key.data.fingerprint}
      </code>
      <p>{OFFLINE_TEXT.publicKey}</p>
      <code className={styles.code}>{key.data.public_key_pem.trim()}</code>
      <p>
        <TextLink to="/offline/verify">{OFFLINE_TEXT.verifyLink}</TextLink>
      </p>
    </section>
  );
}

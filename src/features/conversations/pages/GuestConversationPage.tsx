/**
 * GuestConversation (/razgovor/:id?token=…, issue 27): a visitor's conversation through the
 * private link of an e-mail. The token is read once from the address and taken out of it at once
 * (replace, so neither the history nor a shared address keeps it); this tab keeps it in
 * sessionStorage, so a reload still opens the conversation. It travels only in the calls' bodies.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_TOKEN_LENGTH } from '../../../../domain/conversations.ts';
import { routeId } from '../../../../domain/routes.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ConversationView } from '../components/ConversationView.tsx';
import { keepToken, storedToken } from '../guestToken.ts';
import { useGuestConversation } from '../source.ts';
import styles from '../conversations.module.css';

function isToken(value: string | null): value is string {
  return value !== null && value.length >= CONVERSATION_TOKEN_LENGTH.min && value.length <= CONVERSATION_TOKEN_LENGTH.max;
}

function GuestConversation({ id, token }: { id: number; token: string }) {
  return <ConversationView source={useGuestConversation(id, token)} guest />;
}

export default function GuestConversationPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id) ?? 0;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = params.get('token');
  const [token] = useState<string | null>(() => (isToken(fromAddress) ? fromAddress : storedToken(id)));
  useEffect(() => {
    if (fromAddress === null) return;
    if (token !== null) keepToken(id, token);
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const query = rest.toString();
    void navigate({ pathname: location.pathname, search: query === '' ? '' : `?${query}`, hash: location.hash }, { replace: true });
  }, [fromAddress, token, id, params, location.pathname, location.hash, navigate]);
  if (token === null) {
    const title = t('page-title-GuestConversation');
    return (
      <PageContainer className={styles.page}>
        <PageTitle title={title} />
        <h1 className={styles.title}>{title}</h1>
        <p role="alert" className={styles.notice}>
          {t('conversations-not-found')}
        </p>
      </PageContainer>
    );
  }
  return <GuestConversation key={`${id}-${token}`} id={id} token={token} />;
}

/**
 * A viewing request's state in its conversation: the status, the time on the table and who put
 * it there, and the answers the domain's answerViewing allows my side (accept a time the other
 * side put on the table, propose another with a date and a time, decline). A refused answer
 * (the state changed meanwhile: 409) reloads the conversation and says so.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWING_ACTIONS, answerViewing } from '../../../../domain/conversations.ts';
import type { ViewingAction } from '../../../../domain/conversations.ts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAnswerViewingMutation } from '../api.ts';
import type { Conversation, ConversationViewing } from '../api.ts';
import { failureText, statusOf } from '../failure.ts';
import { useConversationFormat } from '../format.ts';
import styles from '../conversations.module.css';

const ACTION_KEYS: Readonly<Record<ViewingAction, string>> = {
  accept: 'conversations-viewing-accept',
  propose: 'conversations-viewing-propose',
  decline: 'conversations-viewing-decline',
};

export function ViewingPanel({
  id,
  viewing,
  me,
  otherName,
  token,
  onChanged,
}: {
  id: number;
  viewing: ConversationViewing;
  me: Conversation['me'];
  otherName: string;
  token: string | undefined;
  onChanged: (conversation: Conversation) => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const format = useConversationFormat();
  const dateId = useId();
  const timeId = useId();
  const [answer, answering] = useAnswerViewingMutation();
  const [proposing, setProposing] = useState(false);
  const [date, setDate] = useState(viewing.dateTime.slice(0, 10));
  const [time, setTime] = useState(viewing.dateTime.slice(11, 16));
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = VIEWING_ACTIONS.filter((action) => answerViewing(viewing, me, action) !== null);

  const send = async (action: ViewingAction, dateTime?: string) => {
    setFailure(null);
    try {
      const conversation = await answer({ id, viewingAnswerInput: { action, ...(dateTime !== undefined && { dateTime }), ...(token !== undefined && { token }) } }).unwrap();
      setProposing(false);
      onChanged(conversation);
    } catch (error) {
      const field = fieldErrorsOf(error).dateTime;
      if (field !== undefined) setFailure(translateMessage(translator, field));
      else if (statusOf(error) === 409) setFailure(t('conversations-viewing-error-state'));
      else setFailure(failureText(t, error, 'conversations-action-error'));
    }
  };
  const onPropose = (event: FormEvent) => {
    event.preventDefault();
    if (date === '' || time === '') {
      setFailure(t('error-required'));
      return;
    }
    void send('propose', `${date} ${time}`);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${dateId}-title`}>
      <h2 id={`${dateId}-title`}>{t('conversations-viewing-title')}</h2>
      <p>
        <strong>{t(`conversations-viewing-status-${viewing.status}`)}</strong>
      </p>
      <p>{t('conversations-viewing-time', { at: format.viewingTime(viewing.dateTime) })}</p>
      {viewing.status !== 'declined' && (
        <p className={styles.subject}>{viewing.proposedBy === me ? t('conversations-viewing-by-me') : t('conversations-viewing-by-them', { name: otherName })}</p>
      )}
      {allowed.length > 0 && (
        <div className={styles.tools}>
          {allowed.map((action) =>
            action === 'propose' ? (
              <Button key={action} size="small" theme="outline-orange" aria-expanded={proposing} onClick={() => setProposing((open) => !open)}>
                {t(ACTION_KEYS[action])}
              </Button>
            ) : (
              <Button key={action} size="small" theme={action === 'accept' ? 'solid-orange' : 'outline-orange'} disabled={answering.isLoading} onClick={() => void send(action)}>
                {t(ACTION_KEYS[action])}
              </Button>
            ),
          )}
        </div>
      )}
      {proposing && (
        <form className={styles.form} onSubmit={onPropose} noValidate>
          <div className={styles.proposeFields}>
            <div className={styles.field}>
              <label htmlFor={dateId} className={styles.label}>
                {t('conversations-viewing-date')}
              </label>
              <input id={dateId} type="date" className={styles.input} value={date} required onChange={(event) => setDate(event.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={timeId} className={styles.label}>
                {t('conversations-viewing-hour')}
              </label>
              <input id={timeId} type="time" className={styles.input} value={time} required onChange={(event) => setTime(event.target.value)} />
            </div>
          </div>
          <div>
            <Button type="submit" size="small" loading={answering.isLoading}>
              {t('conversations-viewing-propose-send')}
            </Button>
          </div>
        </form>
      )}
      {failure !== null && (
        <ErrorNote>{failure}</ErrorNote>
      )}
    </section>
  );
}

/**
 * The credits wallet (issue 13): the balance, a button that opens the credit purchase dialog,
 * and the ledger (GET /api/credit/ledger), newest first, 10 a page, the page in the address
 * (?ledger=2): each purchase with what it cost, each promotion with what it promoted and until
 * when, the credits added or spent and the balance after.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetCreditLedgerQuery } from '../../api/account.ts';
import type { CreditLedgerEntry } from '../../api/account.ts';
import { useCurrentLocale } from '../../i18n/index.ts';
import { Empty } from '../../layout/StatusViews.tsx';
import { useModals } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { useMoney } from '../../ui/useMoney.ts';
import { SectionData } from './SectionData.tsx';
import styles from './settings.module.css';

export const LEDGER_PAGE_SIZE = 10;
const LEDGER_PARAM = 'ledger';

/** The ledger page in the address, 1 when absent or not a page number. */
function pageOf(search: URLSearchParams): number {
  const value = Number(search.get(LEDGER_PARAM));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

function useFormats() {
  const locale = useCurrentLocale() === 'bg' ? 'bg-BG' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Sofia' });
  const change = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  return { date: (iso: string) => date.format(new Date(iso)), change: (credits: number) => change.format(credits) };
}

function EntryText({ entry }: { entry: CreditLedgerEntry }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormats();
  if (entry.promotion) {
    const { title, days, premiumUntil } = entry.promotion;
    return (
      <>
        <span className={styles.entryWhat}>{t('settings-ledger-promotion', { count: days, title: title ?? t('settings-ledger-gone') })}</span>
        <span className={styles.entryDetail}>{t('settings-ledger-until', { date: format.date(premiumUntil) })}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.entryWhat}>{t('settings-ledger-purchase', { count: entry.credits })}</span>
      {entry.payment && <span className={styles.entryDetail}>{t('settings-ledger-paid', { amount: money(entry.payment.amount) })}</span>}
    </>
  );
}

export function WalletSection() {
  const { t } = useTranslation();
  const { open } = useModals();
  const format = useFormats();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useGetCreditLedgerQuery({ offset: (page - 1) * LEDGER_PAGE_SIZE, limit: LEDGER_PAGE_SIZE });
  const hrefOf = (n: number) => {
    const next = new URLSearchParams(search);
    if (n === 1) next.delete(LEDGER_PARAM);
    else next.set(LEDGER_PARAM, String(n));
    const text = next.toString();
    return `${text ? `?${text}` : '?'}#settings-credits`;
  };

  return (
    <section className={styles.section} aria-labelledby="settings-credits">
      <h2 id="settings-credits">{t('settings-credits-title')}</h2>
      <SectionData query={query}>
        {(ledger) => (
          <>
            <div className={styles.wallet}>
              <p className={styles.balance}>
                <span className={styles.balanceLabel}>{t('settings-credits-balance')}</span>
                <span className={styles.balanceValue} data-testid="wallet-balance">
                  {ledger.balance}
                </span>
              </p>
              <Button theme="solid-green" onClick={() => open('creditBuy')}>
                {t('settings-credits-buy')}
              </Button>
            </div>
            <p className={styles.note}>{t('settings-credits-text')}</p>
            <h3 className={styles.subTitle}>{t('settings-ledger-title')}</h3>
            {ledger.items.length === 0 ? (
              <Empty>{t('settings-ledger-empty')}</Empty>
            ) : (
              <ol className={styles.ledger} aria-label={t('settings-ledger-title')}>
                {ledger.items.map((entry) => (
                  <li key={entry.id} className={styles.entry}>
                    <time className={styles.entryDate} dateTime={entry.createdAt}>
                      {format.date(entry.createdAt)}
                    </time>
                    <span className={styles.entryText}>
                      <EntryText entry={entry} />
                    </span>
                    <span className={entry.credits > 0 ? styles.added : styles.spent}>
                      <span className="visually-hidden">{t(entry.credits > 0 ? 'settings-ledger-added' : 'settings-ledger-spent')} </span>
                      {format.change(entry.credits)}
                    </span>
                    <span className={styles.entryBalance}>{t('settings-ledger-balance', { count: entry.balance })}</span>
                  </li>
                ))}
              </ol>
            )}
            <Pagination page={page} pages={Math.ceil(ledger.total / LEDGER_PAGE_SIZE)} hrefOf={hrefOf} />
          </>
        )}
      </SectionData>
    </section>
  );
}

/**
 * AdminVendorProductsImport (/profil/import-na-produkti, product §2, 7; docs/product-import.md): the
 * vendor uploads a CSV or XLSX file (the productImport dialog), follows the background job with a
 * progress bar (the page polls while an import is being read or published), reads the row
 * report (row, column, what is wrong), and approves the good rows or cancels (the changes the
 * import's status allows, domain/productImports.ts). The imports are listed newest first; the
 * one open (`?import=`) and the page of its report (`?report=`) live in the URL. The sample files
 * are linked.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { importChanges, isImportRunning } from '../../../../domain/productImports.ts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { LIST } from '../../../api/tags.ts';
import { Empty, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { useAppDispatch } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { UploadProgress } from '../../../ui/UploadProgress.tsx';
import { ForTypes, VENDOR_ONLY } from '../access.tsx';
import { useGetProductImportQuery, useListProductImportsQuery, useUpdateProductImportStatusMutation, vendorApi } from '../api.ts';
import type { ProductImport } from '../api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ImportStatusBadge } from '../components/StatusBadge.tsx';
import { isForbidden, useFailureText } from '../failure.ts';
import { useDateFormats } from '../format.ts';
import { IMPORT_COLUMNS, SAMPLE_FILES } from '../samples.ts';
import { LIST_PAGE_SIZE, REPORT_PAGE_SIZE, offsetOf, pageCount, pageParam, pageValue, withParams } from '../urlState.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

/** How often a page asks how a running import is getting on. */
const IMPORT_POLL_MS = 1000;

export default function ProductImportPage() {
  return (
    <ForTypes types={VENDOR_ONLY}>
      <Imports />
    </ForTypes>
  );
}

/**
 * When an import of the list has just finished publishing, the product lists and the dashboard's
 * figures are out of date: their cache is refreshed.
 */
function useRefreshOnPublished(imports: readonly ProductImport[] | undefined): void {
  const dispatch = useAppDispatch();
  const publishing = useRef(new Set<number>());
  useEffect(() => {
    let published = false;
    for (const item of imports ?? []) {
      if (item.status === 'publishing') publishing.current.add(item.id);
      else if (publishing.current.delete(item.id) && item.status === 'completed') published = true;
    }
    if (published) dispatch(vendorApi.util.invalidateTags([{ type: 'Product', id: LIST }, 'User']));
  }, [imports, dispatch]);
}

function Imports() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const selected = routeId(params.get('import') ?? undefined);
  const [running, setRunning] = useState(false);
  const imports = useListProductImportsQuery({ offset: offsetOf(page), limit: LIST_PAGE_SIZE }, { pollingInterval: running ? IMPORT_POLL_MS : 0 });
  const items = imports.data?.items;
  const anyRunning = items?.some((item) => isImportRunning(item.status)) ?? false;
  if (anyRunning !== running) setRunning(anyRunning);
  useRefreshOnPublished(items);
  const title = t('page-title-AdminVendorProductsImport');

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
        <div className={styles.headerActions}>
          <Button theme="solid-orange" onClick={() => open('productImport')}>
            {t('vendor-import-open-dialog')}
          </Button>
        </div>
      </header>
      <p className={styles.lead}>{t('vendor-import-lead')}</p>
      <p>
        {t('vendor-import-samples')}{' '}
        {SAMPLE_FILES.map((sample, index) => (
          <span key={sample.href}>
            {index > 0 && ', '}
            <a href={sample.href} download>
              {t(sample.labelKey)}
            </a>
          </span>
        ))}
      </p>
      <details className={styles.columns}>
        <summary>{t('vendor-import-columns-title')}</summary>
        <ul>
          {IMPORT_COLUMNS.map((column) => (
            <li key={column}>
              <code>{column}</code>: {t(`vendor-import-column-${column}`)}
            </li>
          ))}
          <li>{t('vendor-import-column-filters')}</li>
        </ul>
        <p>{t('vendor-import-columns-note')}</p>
      </details>

      {selected !== null && <ImportPanel key={selected} id={selected} />}

      <section aria-labelledby="vendor-imports-title" className={styles.section}>
        <h2 id="vendor-imports-title">{t('vendor-imports-title')}</h2>
        <QueryResult query={imports} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('vendor-imports-empty')}</Empty>}>
          {(data) => (
            <>
              <ul className={styles.importList}>
                {data.items.map((item) => (
                  <ImportCard key={item.id} item={item} open={item.id === selected} />
                ))}
              </ul>
              <Pagination page={page} pages={pageCount(data.total)} hrefOf={(n) => withParams(params, { page: pageValue(n) })} />
            </>
          )}
        </QueryResult>
      </section>
    </PageContainer>
  );
}

/** How far a running import is, as a labelled bar; nothing once it has stopped. */
function JobProgress({ item }: { item: ProductImport }) {
  const { t } = useTranslation();
  if (!isImportRunning(item.status)) return null;
  return <UploadProgress value={item.progress} label={t(`vendor-import-progress-${item.status}`, { file: item.fileName })} />;
}

function ImportCard({ item, open }: { item: ProductImport; open: boolean }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const [params] = useSearchParams();
  const headingId = `vendor-import-${item.id}`;
  return (
    <li>
      <article className={styles.importCard} aria-labelledby={headingId}>
        <div className={styles.orderCardHead}>
          <h3 id={headingId} className={styles.importName}>
            {item.fileName}
          </h3>
          <ImportStatusBadge status={item.status} />
        </div>
        <p className={styles.meta}>
          <span>{dates.dateTime(item.createdAt)}</span>
          <span>{t('vendor-import-rows-read', { count: item.processedRows })}</span>
          <span>{t('vendor-import-problem-count', { count: item.errorCount })}</span>
        </p>
        <JobProgress item={item} />
        {open ? (
          <p className={styles.muted}>{t('vendor-import-shown')}</p>
        ) : (
          <Link to={withParams(params, { import: item.id, report: undefined })} aria-label={t('vendor-import-open-label', { file: item.fileName })}>
            {t('vendor-import-open')}
          </Link>
        )}
      </article>
    </li>
  );
}

/** The open import: its figures, progress, the changes it allows, and its row report. */
function ImportPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reportPage = pageParam(params, 'report');
  const [running, setRunning] = useState(false);
  const report = useGetProductImportQuery(
    { id, offset: offsetOf(reportPage, REPORT_PAGE_SIZE), limit: REPORT_PAGE_SIZE },
    { pollingInterval: running ? IMPORT_POLL_MS : 0 },
  );
  const item = report.data?.import;
  const nowRunning = item !== undefined && isImportRunning(item.status);
  if (nowRunning !== running) setRunning(nowRunning);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The list below shows the same import: a change seen here is fetched there at once.
  const dispatch = useAppDispatch();
  const status = item?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== undefined && status !== seen.current) dispatch(vendorApi.util.invalidateTags([{ type: 'ProductImport', id: LIST }]));
    seen.current = status;
  }, [status, dispatch]);
  const close = <Link to={withParams(params, { import: undefined, report: undefined })}>{t('vendor-import-close')}</Link>;

  return (
    <section aria-labelledby="vendor-import-panel" className={styles.panel}>
      <div className={styles.orderCardHead}>
        <h2 id="vendor-import-panel" ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {item ? t('vendor-import-panel-title', { file: item.fileName }) : t('vendor-import-panel-loading')}
        </h2>
        {item && <ImportStatusBadge status={item.status} />}
      </div>
      {isNotFound(report.error) || isForbidden(report.error) ? (
        <p role="alert">{isForbidden(report.error) ? t('vendor-import-not-yours') : t('vendor-import-not-found')}</p>
      ) : (
        <QueryResult query={report}>
          {(data) => (
            <>
              <ImportFigures item={data.import} />
              <ImportActions item={data.import} />
              <h3 className={styles.reportTitle}>{t('vendor-import-report-title')}</h3>
              {data.errors.total === 0 ? (
                <p className={styles.muted}>{isImportRunning(data.import.status) ? t('vendor-import-report-none-yet') : t('vendor-import-report-none')}</p>
              ) : (
                <>
                  <p className={styles.muted}>
                    {t('vendor-import-report-count', { count: data.errors.total })}
                    {data.import.errorCount > data.errors.total && ` ${t('vendor-import-report-capped', { count: data.import.errorCount })}`}
                  </p>
                  <div className={styles.tableScroll}>
                    <table className={styles.report}>
                      <thead>
                        <tr>
                          <th scope="col" className={styles.number}>
                            {t('vendor-import-report-row')}
                          </th>
                          <th scope="col">{t('vendor-import-report-column')}</th>
                          <th scope="col">{t('vendor-import-report-message')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.errors.items.map((problem, index) => (
                          <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                            <td className={styles.number}>{problem.row}</td>
                            <td>{problem.column === null ? t('vendor-import-report-whole-row') : <code>{problem.column}</code>}</td>
                            <td>{problem.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <Pagination
                    page={reportPage}
                    pages={pageCount(data.errors.total, REPORT_PAGE_SIZE)}
                    hrefOf={(n) => withParams(params, { report: pageValue(n) })}
                  />
                </>
              )}
            </>
          )}
        </QueryResult>
      )}
      <p className={styles.panelFooter}>{close}</p>
    </section>
  );
}

function ImportFigures({ item }: { item: ProductImport }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  return (
    <>
      <p className={styles.meta}>
        <span>{t('vendor-import-uploaded', { date: dates.dateTime(item.createdAt) })}</span>
        <span>{item.format.toUpperCase()}</span>
      </p>
      <JobProgress item={item} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('vendor-import-figure-read')}</dt>
          <dd>{item.totalRows === null ? item.processedRows : t('vendor-import-figure-of', { read: item.processedRows, total: item.totalRows })}</dd>
        </div>
        <div>
          <dt>{t('vendor-import-figure-valid')}</dt>
          <dd>{item.validRows}</dd>
        </div>
        <div>
          <dt>{t('vendor-import-figure-errors')}</dt>
          <dd>{item.errorRows}</dd>
        </div>
        {(item.status === 'publishing' || item.status === 'completed') && (
          <div>
            <dt>{t('vendor-import-figure-published')}</dt>
            <dd>{item.publishedRows}</dd>
          </div>
        )}
        {item.status === 'completed' && (
          <div>
            <dt>{t('vendor-import-figure-created-updated')}</dt>
            <dd>{t('vendor-import-created-updated', { created: item.createdProducts, updated: item.updatedProducts })}</dd>
          </div>
        )}
      </dl>
      {item.failure !== null && (
        <p role="alert" className={styles.failure}>
          {item.failure}
        </p>
      )}
      <p className={styles.muted}>{t(`vendor-import-explain-${item.status}`)}</p>
    </>
  );
}

/** Approve (publish the good rows) and cancel, as the import's status allows; cancelling asks first. */
function ImportActions({ item }: { item: ProductImport }) {
  const { t } = useTranslation();
  const [changeStatus, change] = useUpdateProductImportStatusMutation();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  // What the last change did, said while the import is in the status it led to (approving is
  // followed by the job's own words once the rows are published).
  const [notice, setNotice] = useState<{ status: ProductImport['status']; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const allowed = importChanges(item);

  const post = async (status: 'publishing' | 'cancelled') => {
    setFailure(null);
    setNotice(null);
    try {
      await changeStatus({ id: item.id, productImportStatusInput: { status } }).unwrap();
      setNotice({ status, text: status === 'publishing' ? t('vendor-import-approved') : t('vendor-import-cancelled') });
    } catch (error) {
      setFailure(fieldErrorsOf(error).status ?? failureText(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {allowed.length > 0 && (
        <div className={styles.statusButtons}>
          {allowed.includes('publishing') && (
            <Button theme="solid-green" loading={change.isLoading && change.originalArgs?.productImportStatusInput.status === 'publishing'} disabled={change.isLoading} onClick={() => void post('publishing')}>
              {t('vendor-import-approve', { count: item.validRows })}
            </Button>
          )}
          {allowed.includes('cancelled') && (
            <Button theme="outline-grey" disabled={change.isLoading} onClick={() => setConfirming(true)}>
              {t('vendor-import-cancel')}
            </Button>
          )}
        </div>
      )}
      <p role="status" className={styles.notice}>
        {notice?.status === item.status ? notice.text : null}
      </p>
      {failure !== null && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('vendor-import-cancel-title', { file: item.fileName })}
          text={t('vendor-import-cancel-text')}
          cancelLabel={t('vendor-confirm-keep')}
          confirmLabel={t('vendor-import-cancel')}
          busy={change.isLoading}
          onConfirm={() => void post('cancelled')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/**
 * The productImport dialog (product §3 "Modal flags"): pick a CSV or XLSX file (checked here for its
 * size and name first, judged by the server by its content), send it with the upload's progress,
 * and on success close and show the new import on the import page, where its reading goes on in
 * the background. A refused file says why inside the dialog, which stays open with the file.
 */
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '../../../domain/productImports.ts';
import { hrefFor } from '../../../domain/routes.ts';
import { fieldErrorsOf } from '../../api/errors.ts';
import { useUploadProgress } from '../../api/upload.ts';
import { useModals } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { UploadProgress } from '../../ui/UploadProgress.tsx';
import fieldStyles from '../../ui/fields.module.css';
import { translateMessage } from '../../ui/translateMessage.ts';
import { useImportProductsMutation } from './api.ts';
import { useFailureText } from './failure.ts';
import { SAMPLE_FILES } from './samples.ts';
import styles from './vendor.module.css';

/** What the file input offers: the two formats, by extension and type. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The problem of a picked file the browser can see (a translation key), or null. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'vendor-import-file-type';
  if (file.size > IMPORT_MAX_BYTES) return 'vendor-import-file-too-large';
  if (file.size === 0) return 'vendor-import-file-empty';
  return null;
}

export default function ProductImportModal() {
  const translator = useTranslation();
  const { t } = translator;
  const { close } = useModals();
  const navigate = useNavigate();
  const [importProducts, upload] = useImportProductsMutation();
  const progress = useUploadProgress('importProducts');
  const failureText = useFailureText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const inputId = `${id}-file`;
  const problemId = `${id}-problem`;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    setFile(picked);
    setProblem(picked === null ? null : importFileProblem(picked));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === null) return setProblem('vendor-import-file-missing');
    const local = importFileProblem(file);
    if (local !== null) return setProblem(local);
    setProblem(null);
    try {
      const created = await importProducts({ productImportUpload: { file } }).unwrap();
      close('productImport');
      await navigate(hrefFor('AdminVendorProductsImport', {}, { import: String(created.id) }));
    } catch (error) {
      setProblem(fieldErrorsOf(error).file ?? failureText(error));
    }
  };

  return (
    <Modal title={t('vendor-import-dialog-title')} onClose={() => close('productImport')} closable={!upload.isLoading}>
      <form onSubmit={(event) => void send(event)} noValidate className={styles.importForm}>
        <p>{t('vendor-import-dialog-text')}</p>
        <div className={fieldStyles.field}>
          <label htmlFor={inputId} className={`${fieldStyles.label} ${fieldStyles.required}`}>
            {t('vendor-import-file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            required
            onChange={pick}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-hint${problem !== null ? ` ${problemId}` : ''}`}
            className={styles.fileInput}
          />
          <span id={`${id}-hint`} className={fieldStyles.hint}>
            {t('vendor-import-file-hint')}
          </span>
          {problem !== null && (
            <span id={problemId} role="alert" className={fieldStyles.error}>
              {translateMessage(translator, problem)}
            </span>
          )}
        </div>
        <p className={styles.muted}>
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
        <UploadProgress value={progress} />
        <Button type="submit" theme="solid-orange" size="large" fullWidth loading={upload.isLoading}>
          {t('vendor-import-upload')}
        </Button>
      </form>
    </Modal>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { IMAGE_TYPES, imageFileProblem } from '../../domain/images.ts';
import { translateMessage } from './translateMessage.ts';
import fieldStyles from './fields.module.css';
import styles from './ImageField.module.css';

export interface ImageFieldProps {
  /**
   * The Formik field: the contract's ImageInput values in display order, the data URL of each
   * new picture and the URL of each picture kept. A single-picture body field (a logo) is the
   * list's first item or null.
   */
  name: string;
  label: ReactNode;
  /** Most pictures the field takes (the contract's maxItems). With 1, a new pick replaces the picture. */
  max: number;
  /** The entity's pictures as the server answered them, so the kept ones preview from their small copies. */
  current?: readonly { url: string; thumbnailUrl: string }[];
  required?: boolean;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable file')));
    reader.readAsDataURL(file);
  });
}

/**
 * Whether the browser can decode the file as a picture: a text file named .jpg has the right
 * name and type but no picture in it, and the server would refuse the whole form on Save.
 */
async function decodes(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** An error of the form at `path`, nested (Formik's own) or flat (the server's `images.2`). */
function errorAt(errors: object, path: string): string | undefined {
  const value: unknown = getIn(errors, path) ?? (errors as Record<string, unknown>)[path];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The pictures of a Formik form: pick files (JPEG, PNG or WebP up to 5 MB that the browser can
 * decode, checked here first with a message naming each refused file; the good ones are kept), see them in order, move each earlier or later and
 * remove it with real buttons (focus stays on the moved picture's button; a live region says
 * what happened). The server checks everything again; its errors for an item (`images.2`) show
 * under that picture.
 */
export function ImageField({ name, label, max, current = [], required }: ImageFieldProps) {
  const translator = useTranslation();
  const { t } = translator;
  const [field, meta, helpers] = useField<string[]>(name);
  const { errors } = useFormikContext();
  const images = field.value ?? [];
  const latest = useRef(images);
  latest.current = images;
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string | null>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const single = max === 1;

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const element = target === 'add' ? inputRef.current : rootRef.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`);
    element?.focus();
  });

  const fieldError = meta.touched ? errorAt(errors, name) : undefined;
  const itemErrors = images.map((_, index) => errorAt(errors, `${name}.${index}`));
  const invalid = fieldError !== undefined || itemErrors.some((error) => error !== undefined);

  const update = (next: string[]) => {
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };

  async function add(files: File[]) {
    const found: string[] = [];
    const problem = (file: File, key: string, options: { max?: number } = {}) =>
      found.push(t('image-field-file-problem', { name: file.name, problem: t(key, options) }));
    const readable = files.filter((file) => {
      const reason = imageFileProblem(file);
      if (reason !== null) problem(file, reason);
      return reason === null;
    });
    const read = await Promise.allSettled(
      readable.map(async (file) => {
        if (!(await decodes(file))) throw new Error('not a picture');
        return readAsDataUrl(file);
      }),
    );
    const next = single ? [] : [...latest.current];
    let added = 0;
    read.forEach((outcome, index) => {
      const file = readable[index]!;
      if (outcome.status === 'rejected') problem(file, 'error-image-not-picture');
      else if (next.includes(outcome.value)) problem(file, 'error-image-duplicate');
      else if (next.length >= max) problem(file, 'error-image-too-many', { max });
      else {
        next.push(outcome.value);
        added += 1;
      }
    });
    setProblems(found);
    if (added === 0) return;
    update(next);
    setAnnouncement(t('image-field-added', { count: added }));
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // The same file may be picked again after it was removed.
    event.currentTarget.value = '';
    if (files.length > 0) void add(files);
  }

  function move(index: number, step: -1 | 1) {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    const to = index + step;
    next.splice(to, 0, moved!);
    update(next);
    // The same button at the picture's new place, or the other one once it has reached an end.
    const atEnd = step < 0 ? to === 0 : to === next.length - 1;
    pendingFocus.current = `${step < 0 !== atEnd ? 'earlier' : 'later'}-${to}`;
    setAnnouncement(t('image-field-moved', { position: to + 1, count: next.length }));
  }

  function remove(index: number) {
    const next = images.filter((_, other) => other !== index);
    update(next);
    pendingFocus.current = next.length === 0 ? 'add' : `remove-${Math.min(index, next.length - 1)}`;
    setAnnouncement(t('image-field-removed', { count: next.length }));
  }

  const previewOf = (value: string) =>
    value.startsWith('data:') ? value : (current.find((image) => image.url === value)?.thumbnailUrl ?? value);
  const full = !single && images.length >= max;
  const describedBy = [hintId, fieldError !== undefined ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <fieldset ref={rootRef} className={styles.imageField}>
      <legend className={clsx(fieldStyles.label, required && fieldStyles.required)}>{label}</legend>
      {images.length > 0 && (
        <ol className={styles.list}>
          {images.map((value, index) => {
            const position = index + 1;
            const itemError = itemErrors[index];
            return (
              <li key={value} className={clsx(styles.item, itemError !== undefined && styles.itemInvalid)}>
                <div className={styles.frame}>
                  <img className={styles.preview} src={previewOf(value)} alt={t('image-field-picture', { position })} />
                  {index === 0 && !single && <span className={styles.cover}>{t('image-field-cover')}</span>}
                </div>
                <div className={styles.actions}>
                  {!single && (
                    <>
                      <button
                        type="button"
                        className={styles.action}
                        data-focus={`earlier-${index}`}
                        aria-label={t('image-field-move-earlier', { position })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <span aria-hidden="true">←</span>
                      </button>
                      <button
                        type="button"
                        className={styles.action}
                        data-focus={`later-${index}`}
                        aria-label={t('image-field-move-later', { position })}
                        disabled={index === images.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <span aria-hidden="true">→</span>
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={clsx(styles.action, styles.remove)}
                    data-focus={`remove-${index}`}
                    aria-label={t('image-field-remove', { position })}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                {itemError !== undefined && <span className={fieldStyles.error}>{translateMessage(translator, itemError)}</span>}
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.add}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple={!single}
          disabled={full}
          required={required && images.length === 0}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={onPick}
        />
        <label htmlFor={inputId} className={styles.addButton}>
          {t(single ? 'image-field-add-one' : 'image-field-add')}
        </label>
      </div>
      <span id={hintId} className={fieldStyles.hint}>
        {t(single ? 'image-field-hint-one' : 'image-field-hint')}
      </span>
      {problems.length > 0 && (
        // A list may not be an alert itself: the alert holds it.
        <div role="alert">
          <ul className={clsx(fieldStyles.error, styles.problems)}>
            {problems.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {fieldError !== undefined && (
        <span id={errorId} className={fieldStyles.error}>
          {translateMessage(translator, fieldError)}
        </span>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}

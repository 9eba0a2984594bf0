/**
 * The product's categories (1 to 20): every category of the shop as a checkbox, grouped by room,
 * bound to the Formik field `categoryIds`. Its error shows once the form was sent or a box was
 * touched; the group is described by it, and the first box takes the focus to fix it.
 */
import { Field, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { ROOM_PICKER_VALUES } from '../../../../domain/constants.ts';
import type { ProductCategory } from '../../../api/catalogue.ts';
import fieldStyles from '../../../ui/fields.module.css';
import { translateMessage } from '../../../ui/translateMessage.ts';
import styles from '../vendor.module.css';

const NAME = 'categoryIds';

/** The categories by room, in the room picker's order; categories of no room last. */
function byRoom(categories: readonly ProductCategory[]): { room: string | null; categories: ProductCategory[] }[] {
  const rooms: (string | null)[] = [...ROOM_PICKER_VALUES, null];
  return rooms
    .map((room) => ({ room, categories: categories.filter((category) => category.room === room) }))
    .filter((group) => group.categories.length > 0);
}

export function CategoryPicker({ categories }: { categories: readonly ProductCategory[] }) {
  const translator = useTranslation();
  const { t } = translator;
  const [, meta] = useField<string[]>(NAME);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const errorId = 'vendor-categories-error';
  return (
    <fieldset className={styles.categories} aria-describedby={error !== undefined ? errorId : 'vendor-categories-hint'}>
      <legend className={clsx(fieldStyles.label, fieldStyles.required)}>{t('vendor-form-categories')}</legend>
      <p id="vendor-categories-hint" className={fieldStyles.hint}>
        {t('vendor-form-categories-hint')}
      </p>
      <div className={styles.categoryGroups}>
        {byRoom(categories).map((group) => (
          <div key={group.room ?? 'none'} className={styles.categoryGroup} role="group" aria-label={group.room ? t(`room-${group.room}`) : t('vendor-form-categories-other')}>
            <p className={styles.categoryRoom} aria-hidden="true">
              {group.room ? t(`room-${group.room}`) : t('vendor-form-categories-other')}
            </p>
            {group.categories.map((category) => (
              <label key={category.id} className={styles.categoryOption}>
                <Field type="checkbox" name={NAME} value={String(category.id)} aria-invalid={error !== undefined} />
                <span>{category.name}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
      {error !== undefined && (
        <p id={errorId} className={fieldStyles.error}>
          {translateMessage(translator, error)}
        </p>
      )}
    </fieldset>
  );
}

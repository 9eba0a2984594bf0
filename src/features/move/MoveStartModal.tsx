/**
 * "Moving in here?" (modal moveStart, docs/decisions/0031), opened from a property or a flatmate
 * offer with the home's facts: the move-in day, where from (a city and street, or "I'll say
 * later") and the household. Signed in, it creates the plan on the server (it becomes the
 * current one); a visitor's plan is kept in the browser. Either way the plan page opens.
 */
import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../domain/routes.ts';
import { moveStartInitialValues, moveStartPayload, moveStartSchema } from '../../../domain/validation/move.ts';
import type { MoveStartFormValues } from '../../../domain/validation/move.ts';
import { fieldErrorsOf, serverMessage } from '../../api/errors.ts';
import { useAuth, useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { useAppDispatch } from '../../store/hooks.ts';
import { visitorPlanStarted } from '../../store/movePlanSlice.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import { useCreateMovePlanMutation } from './api.ts';
import { MoveFactsFields } from './components/MoveFactsFields.tsx';
import { homeOfPayload } from './homes.ts';
import styles from './move.module.css';

const FORM_FIELDS: Record<string, keyof MoveStartFormValues> = {
  moveInDate: 'moveInDate',
  'from.cityId': 'fromCityId',
  'from.street': 'fromStreet',
  'household.people': 'people',
  'household.pets': 'pets',
};

export default function MoveStartModal() {
  const translator = useTranslation();
  const { t } = translator;
  const { close } = useModals();
  const { isAuthenticated } = useAuth();
  const payload = useModalPayload('moveStart');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateMovePlanMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onClose = () => close('moveStart');
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => moveStartSchema(now), [now]);

  const submit = async (values: MoveStartFormValues, helpers: FormikHelpers<MoveStartFormValues>): Promise<void> => {
    if (!payload) return;
    setRefusal(null);
    const fields = moveStartPayload(values);
    const home = homeOfPayload(payload);
    if (!isAuthenticated) {
      dispatch(visitorPlanStarted({ plan: { home, ...fields, moving: null, cleaning: null, deliveries: {}, checkout: null }, homeTitle: payload.title }));
      onClose();
      navigate(hrefFor('MovePlan'));
      return;
    }
    try {
      const plan = await create({ movePlanInput: { home: { kind: home.kind, id: home.id }, ...fields } }).unwrap();
      onClose();
      navigate(hrefFor('MovePlan', { id: plan.id }));
    } catch (error) {
      const errors = fieldErrorsOf(error);
      const onForm = Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (FORM_FIELDS[field] ? [[FORM_FIELDS[field], message]] : [])));
      helpers.setErrors(onForm);
      helpers.setTouched({ moveInDate: true, fromCityId: true, fromStreet: true }, false);
      if (Object.keys(onForm).length === 0) {
        const message = serverMessage(error);
        setRefusal(message ? translateMessage(translator, message) : t('please-try-again-later'));
      }
    }
  };

  return (
    <Modal title={t('move-start-title')} onClose={onClose}>
      <Formik initialValues={moveStartInitialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form className={styles.form} noValidate>
            <FocusFirstError />
            {payload && <p className={styles.lead}>{t('move-start-lead', { title: payload.title })}</p>}
            <MoveFactsFields values={values} />
            {refusal && (
              <ErrorNote plain>{refusal}</ErrorNote>
            )}
            <Button type="submit" size="large" fullWidth theme="solid-green" loading={isSubmitting} disabled={!payload}>
              {t('move-start-submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

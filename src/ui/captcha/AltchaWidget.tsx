/**
 * ALTCHA's widget (the `altcha` package's web component, altchaSetup.ts): a checkbox "I'm not a
 * robot" that fetches a challenge from the server (CAPTCHA_CHALLENGE_PATH) and solves it in a
 * worker. It starts on its own when the visitor first focuses the form, so the work is usually
 * done before they send. This module is its own lazy chunk (useCaptcha.tsx): the widget's script,
 * styles and worker load only with a form that needs them.
 */
import './altchaSetup.ts';
import 'altcha/altcha.css';
import { createElement, useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetAttributes, WidgetMethods } from 'altcha/types';
import { CAPTCHA_CHALLENGE_PATH } from '../../../domain/constants.ts';
import type { CaptchaHandle } from './useCaptcha.tsx';
import styles from './AltchaWidget.module.css';

type AltchaWidgetElement = HTMLElement & WidgetMethods;

/**
 * The element's attributes. It is made with createElement: the package's JSX typings import
 * without file extensions, which this project's module resolution does not follow.
 */
const ATTRIBUTES: WidgetAttributes = { challenge: CAPTCHA_CHALLENGE_PATH, auto: 'onfocus', configuration: JSON.stringify({ hideLogo: true }) };

interface StateChange {
  state: string;
  payload?: string;
}

export default function AltchaWidget({ ref }: { ref: Ref<CaptchaHandle> }) {
  const { i18n } = useTranslation();
  const widget = useRef<AltchaWidgetElement>(null);
  // The payload of the last solved challenge; a challenge is taken once, so a send uses it up.
  const payload = useRef<string | null>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const changed = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
    };
    element.addEventListener('statechange', changed);
    return () => element.removeEventListener('statechange', changed);
  }, []);

  useImperativeHandle(ref, () => ({
    async solve() {
      const ready = payload.current ?? (await widget.current?.verify())?.payload;
      if (!ready) throw new Error('the captcha was not solved');
      payload.current = null;
      return ready;
    },
    reset() {
      payload.current = null;
      widget.current?.reset();
    },
  }));

  return (
    <div className={styles.widget}>
      {createElement('altcha-widget', { ...ATTRIBUTES, ref: widget, language: i18n.language === 'en' ? 'en' : 'bg' })}
    </div>
  );
}

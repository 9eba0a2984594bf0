/**
 * Plays ALTCHA's widget solving in a form (jsdom runs no workers: tests/src/helpers/altchaStub.cjs):
 * waits for the widget's lazy chunk, then sends the `statechange` event the real widget sends
 * when it has solved its challenge, with `payload` as its answer.
 */
import { waitFor } from '@testing-library/react';

export async function solveCaptchaIn(container: HTMLElement, payload = 'solved-payload'): Promise<void> {
  const widget = await waitFor(() => {
    const element = container.querySelector('altcha-widget');
    if (!element) throw new Error('no captcha widget yet');
    return element;
  });
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}

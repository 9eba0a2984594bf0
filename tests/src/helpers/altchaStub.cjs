/* global HTMLElement, customElements -- jsdom's, in the test environment */
/**
 * Jest stand-in for src/ui/captcha/altchaSetup.ts, ALTCHA's widget script (jsdom runs no
 * workers, and the package's builds are not ones Jest loads): <altcha-widget> solves nothing
 * (verify answers no payload), so a test plays its solving by dispatching its `statechange`
 * event; the browser test (tests/e2e) solves for real.
 */
class AltchaStandIn extends HTMLElement {
  async verify() {
    return null;
  }

  reset() {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
  }
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', AltchaStandIn);
module.exports = {};

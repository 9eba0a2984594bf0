/** Jest stand-in for a CSS Module: every class name maps to itself (styles.button === 'button'). */
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === '__esModule') return false;
      if (key === 'default') return module.exports;
      return typeof key === 'string' ? key : undefined;
    },
  },
);

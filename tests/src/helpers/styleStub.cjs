/** Jest stand-in for a global stylesheet (imported for its side effect only). */
module.exports = {};

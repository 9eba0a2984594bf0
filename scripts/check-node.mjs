// npm scripts must run on the Node 24 that the `node` devDependency installs (docs/toolchain.md trap 3).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Domovik needs Node 24; npm is running scripts on Node ${process.versions.node}.\n` +
      'Run `npm ci` without --ignore-scripts so the pinned Node 24 lands in node_modules/.bin.',
  );
  process.exit(1);
}

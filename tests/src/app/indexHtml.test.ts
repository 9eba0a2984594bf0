import { readFileSync } from 'node:fs';
import path from 'node:path';

// The page template that webpack fills (webpack.config.ts) and server/spa.ts serves: it rewrites
// <html lang="..."> and inserts the translations block before </head>; its CSP allows no inline
// script or style.
const html = readFileSync(path.resolve('src/index.html'), 'utf8');

describe('src/index.html', () => {
  it('has the quoted lang attribute, </head> and the #root element the app and server rely on', () => {
    expect(html).toMatch(/<html lang="bg">/);
    expect(html).toContain('</head>');
    expect(html).toMatch(/<div id="root"><\/div>/);
  });

  it('has no inline script, style or event handler (CSP)', () => {
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

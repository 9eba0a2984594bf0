/**
 * A page's look must not depend on the order its stylesheets arrive in. A shared stylesheet of
 * ui/ or layout/ comes again with each lazy page's styles (webpack copies a CSS module into
 * every chunk that uses it), after the styles of the pages seen before; so where a class composes
 * a class of another file and sets a property that class sets too, the later copy would undo the
 * feature's value. Such a property of the shared class belongs in :where(), which weighs nothing,
 * so the composing class wins whatever the order (ui/lists.module.css `.stack`,
 * ui/PageContainer.module.css). Composing within one file is safe: its rules keep their order.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postcss from 'postcss';
import type { Rule } from 'postcss';

const ROOT = path.resolve(__dirname, '..', '..');

interface ClassRule {
  /** Where it is, as `file:line`. */
  at: string;
  /** The properties it sets; shorthands with the longhands they set. */
  properties: Set<string>;
  /** `composes: a b from './file.css'`: the classes and the file, relative to the tree. */
  composes: { names: string[]; file: string }[];
}

const SIDES = ['top', 'right', 'bottom', 'left'];
const LONGHANDS: Record<string, string[]> = {
  margin: SIDES.map((side) => `margin-${side}`),
  padding: SIDES.map((side) => `padding-${side}`),
  border: SIDES.map((side) => `border-${side}`),
  gap: ['row-gap', 'column-gap'],
  inset: SIDES,
  font: ['font-size', 'font-weight', 'font-family', 'font-style', 'line-height'],
  background: ['background-color', 'background-image'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'grid-template': ['grid-template-columns', 'grid-template-rows'],
};
const propertiesOf = (property: string) => [property, ...(LONGHANDS[property] ?? [])];

/** Every rule of a CSS module whose selector is one class alone (`.name`), by class name. */
function classRules(file: string, css: string): Map<string, ClassRule[]> {
  const rules = new Map<string, ClassRule[]>();
  postcss.parse(css, { from: file }).walkRules((rule: Rule) => {
    for (const selector of rule.selectors) {
      const name = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
      if (!name) continue;
      const found: ClassRule = { at: `${file}:${rule.source?.start?.line ?? 0}`, properties: new Set(), composes: [] };
      rule.each((node) => {
        if (node.type !== 'decl') return;
        if (node.prop !== 'composes') {
          for (const property of propertiesOf(node.prop)) found.properties.add(property);
          return;
        }
        const from = /^(.+?)\s+from\s+['"](.+)['"]$/.exec(node.value);
        if (from) found.composes.push({ names: from[1]!.split(/\s+/), file: path.posix.join(path.posix.dirname(file), from[2]!) });
      });
      rules.set(name, [...(rules.get(name) ?? []), found]);
    }
  });
  return rules;
}

/** The CSS modules of the browser app, as git lists them. */
const files = execFileSync('git', ['ls-files', 'src/**/*.module.css'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
const sheets = new Map(files.map((file) => [file, classRules(file, readFileSync(path.join(ROOT, file), 'utf8'))]));

/** Each class composed from another file whose property the composing class sets again. */
function orderDependentOverrides(): string[] {
  const found: string[] = [];
  for (const rules of sheets.values()) {
    for (const [className, ofClass] of rules) {
      // Every rule of the class counts, those in a media query too.
      const properties = new Set(ofClass.flatMap((rule) => [...rule.properties]));
      const at = ofClass[0]!.at;
      for (const { names, file } of ofClass.flatMap((rule) => rule.composes)) {
        for (const name of names) {
          for (const composed of sheets.get(file)?.get(name) ?? []) {
            const both = [...properties].filter((property) => composed.properties.has(property));
            if (both.length > 0) found.push(`${at} (.${className}) sets ${both.join(', ')}, which .${name} (${composed.at}) sets too`);
          }
        }
      }
    }
  }
  return found;
}

describe('stylesheets that compose a class of another file', () => {
  it('reads every CSS module and finds the compositions across files', () => {
    expect(files.length).toBeGreaterThan(50);
    const across = [...sheets.values()].flatMap((rules) => [...rules.values()].flat()).flatMap((rule) => rule.composes);
    expect(across.length).toBeGreaterThan(50);
    // Every composed file exists, so a wrong path cannot hide an override.
    expect(across.filter(({ file }) => !sheets.has(file)).map(({ file }) => file)).toEqual([]);
  });

  it('never set again a property that the composed class sets outside :where()', () => {
    expect(orderDependentOverrides()).toEqual([]);
  });

  it('would name such a property, in a media query too (a probe)', () => {
    const probe = ".list {\n  composes: stack from '../ui/lists.module.css';\n  color: red;\n}\n\n@media (min-width: 40em) {\n  .list {\n    padding: 1rem;\n  }\n}\n";
    sheets.set('src/probe/a.module.css', classRules('src/probe/a.module.css', probe));
    sheets.set('src/ui/lists.module.css', classRules('src/ui/lists.module.css', '.stack {\n  padding: 0;\n}\n'));
    try {
      expect(orderDependentOverrides()).toEqual(['src/probe/a.module.css:1 (.list) sets padding, padding-top, padding-right, padding-bottom, padding-left, which .stack (src/ui/lists.module.css:1) sets too']);
    } finally {
      sheets.delete('src/probe/a.module.css');
      sheets.set('src/ui/lists.module.css', classRules('src/ui/lists.module.css', readFileSync(path.join(ROOT, 'src/ui/lists.module.css'), 'utf8')));
    }
  });
});

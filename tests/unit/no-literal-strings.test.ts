import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullCatalog } from '../../src/i18n/catalogs';

/**
 * Everything the user reads goes through the catalogs: no words written straight into JSX,
 * labels are i18n keys, and every literal key the code asks for exists in English.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

/** Attributes whose string value the user reads (react-admin translates them as keys). */
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'helperText', 'alt']);

/** Literal words allowed in JSX (proper nouns written the same in every language). Keep short. */
const ALLOWED_LITERALS = new Set<string>([]);

/** Functions whose first argument is a message key. */
const TRANSLATING_CALLS = new Set(['translate', 't', 'notify']);

const LETTER = /\p{L}/u;
const ENTITY = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;
const KEY = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_-]+)+$/;

interface Finding {
  where: string;
  text: string;
}

interface Scan {
  /** Words written straight into JSX, or attribute values that are not keys. */
  literals: Finding[];
  /** Literal i18n keys used in the code (attributes and translating calls). */
  keys: Finding[];
}

function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** The string values an expression can take when they are written as literals ('a', `b`, c ? 'd' : 'e'). */
function literalValues(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalValues(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalValues(node.whenTrue), ...literalValues(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) {
    return [...literalValues(node.left), ...literalValues(node.right)];
  }
  return [];
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function attributeName(name: ts.JsxAttributeName): string {
  return ts.isIdentifier(name) ? name.text : `${name.namespace.text}:${name.name.text}`;
}

/** Scans one file's source text; `file` only names the findings. */
function scanSource(file: string, text: string): Scan {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literals: Finding[] = [];
  const keys: Finding[] = [];
  const lineOf = (position: number) => `${file}:${source.getLineAndCharacterOfPosition(position).line + 1}`;
  const where = (node: ts.Node) => lineOf(node.getStart(source));

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const words = node.text.trim();
      // Entities such as &nbsp; are layout, not words.
      if (LETTER.test(words.replace(ENTITY, ' ')) && !ALLOWED_LITERALS.has(words)) {
        literals.push({ where: lineOf(node.getStart(source) + node.text.length - node.text.trimStart().length), text: words });
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {'words'} as a child is JSX text too.
      for (const value of literalValues(node.expression)) {
        if (LETTER.test(value) && !ALLOWED_LITERALS.has(value.trim())) literals.push({ where: where(node), text: value });
      }
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(attributeName(node.name)) && node.initializer) {
      const init = node.initializer;
      const values = ts.isStringLiteral(init) ? [init.text] : ts.isJsxExpression(init) ? literalValues(init.expression) : [];
      for (const value of values) {
        if (value.trim() === '' || ALLOWED_LITERALS.has(value)) continue;
        if (KEY.test(value)) keys.push({ where: where(node), text: value });
        else literals.push({ where: where(node), text: `${attributeName(node.name)}="${value}"` });
      }
    } else if (ts.isCallExpression(node) && TRANSLATING_CALLS.has(calleeName(node) ?? '')) {
      for (const value of literalValues(node.arguments[0])) keys.push({ where: where(node), text: value });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, keys };
}

const en = fullCatalog('en');

/** A key exists when i18next can resolve it (a plural key through its _one / _other forms). */
function hasKey(key: string): boolean {
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  return typeof lookup(key) === 'string' || typeof lookup(`${key}_one`) === 'string' || typeof lookup(`${key}_other`) === 'string';
}

describe('the scanner', () => {
  const fixture = [
    "import { useTranslate } from 'react-admin';",
    'export function Demo({ ok }: { ok: boolean }) {',
    '  const translate = useTranslate();',
    '  return (',
    '    <div title="Plain title">',
    '      Hello there',
    '      <span>你好</span>',
    "      {'Inline words'}",
    '      <input placeholder="app.list.search" aria-label={ok ? \'app.x.y\' : \'Two words\'} alt="" />',
    "      {translate('app.some.key')} {translate(ok ? 'app.a' : 'app.b')} {translate(`menu.${ok}`)}",
    '      {42} {ok && <b>   </b>} &nbsp;',
    '    </div>',
    '  );',
    '}',
  ].join('\n');

  it('finds JSX text, literal children and non-key attributes, with file:line', () => {
    const { literals } = scanSource('demo.tsx', fixture);
    expect(literals).toEqual([
      { where: 'demo.tsx:5', text: 'title="Plain title"' },
      { where: 'demo.tsx:6', text: 'Hello there' },
      { where: 'demo.tsx:7', text: '你好' },
      { where: 'demo.tsx:8', text: 'Inline words' },
      { where: 'demo.tsx:9', text: 'aria-label="Two words"' },
    ]);
  });

  it('collects literal keys from attributes and translating calls, not from templates', () => {
    const { keys } = scanSource('demo.tsx', fixture);
    expect(keys.map((k) => k.text)).toEqual(['app.list.search', 'app.x.y', 'app.some.key', 'app.a', 'app.b']);
  });

  it('knows existing keys, plural keys included', () => {
    expect(hasKey('app.title')).toBe(true);
    expect(hasKey('ra.action.save')).toBe(true);
    expect(hasKey('ra.notification.deleted')).toBe(true);
    expect(hasKey('app.no_such_key')).toBe(false);
    expect(hasKey('app')).toBe(false);
  });
});

describe('src', () => {
  const tsx = sourceFiles(SRC, ['.tsx']);
  const all = sourceFiles(SRC, ['.ts', '.tsx']);
  const scans = new Map(all.map((file) => [file, scanSource(relative(ROOT, file), readFileSync(file, 'utf8'))]));

  it('has files to scan', () => {
    expect(tsx.length).toBeGreaterThan(10);
  });

  it('writes no words into JSX: text and labels come from the catalogs', () => {
    const found = tsx.flatMap((file) => scans.get(file)!.literals).map((f) => `${f.where}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it('asks only for keys the English catalog has', () => {
    const keys = [...scans.values()].flatMap((scan) => scan.keys);
    expect(keys.length).toBeGreaterThan(20);
    const missing = keys.filter((k) => !hasKey(k.text)).map((k) => `${k.where}: ${k.text}`);
    expect(missing).toEqual([]);
  });
});

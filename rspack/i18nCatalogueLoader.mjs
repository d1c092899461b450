/**
 * Compiles a catalogue (`<package>/src/i18n/<locale>.json`: id → ICU message) at build time into
 * Lingui's compiled form, so no ICU parser is shipped to the browser. An `rw`/`fr` catalogue is
 * completed with the English text of any key it lacks (the page never shows a key); a development
 * build warns about those in the console. A message that is not valid ICU fails the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export default function i18nCatalogueLoader(source) {
  const file = this.resourcePath;
  const locale = path.basename(file, '.json');
  const messages = JSON.parse(source);
  const missing = [];
  if (locale !== 'en') {
    const englishFile = path.join(path.dirname(file), 'en.json');
    this.addDependency(englishFile);
    const english = JSON.parse(readFileSync(englishFile, 'utf8'));
    for (const [id, message] of Object.entries(english)) {
      if (!Object.prototype.hasOwnProperty.call(messages, id)) {
        messages[id] = message;
        missing.push(id);
      }
    }
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      this.emitError(
        new Error(`${file}: "${id}" is not valid ICU MessageFormat: ${error.message}`),
      );
      compiled[id] = [String(message)];
    }
  }
  const warning =
    this.mode === 'development' && missing.length > 0
      ? `console.warn(${JSON.stringify(`[i18n] ${path.relative(process.cwd(), file)} lacks (English shown): ${missing.join(', ')}`)});\n`
      : '';
  return `${warning}export default ${JSON.stringify(compiled)};\n`;
}

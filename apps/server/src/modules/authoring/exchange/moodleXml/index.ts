// Moodle XML exchange (issue 22): the streamed reader and the writer, for the import and export flows.
export { parseMoodleXml } from './parseMoodleXml.js';
export { writeMoodleXml } from './writeMoodleXml.js';
export { MoodleXmlError } from './xmlTree.js';

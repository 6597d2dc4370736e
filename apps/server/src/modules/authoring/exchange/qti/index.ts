// QTI exchange (issue 22): QTI 2.2 and 3.0 content packages read (streamed), QTI 3.0 packages written.
export { parseQtiPackage, QtiPackageError } from './parseQtiPackage.js';
export { writeQtiPackage } from './writeQtiPackage.js';

import type { ImportReasonsText } from './importReasons.en.js';

export const importReasons: ImportReasonsText = {
  // Any format: the answers of a question.
  tooFewAnswers: 'la pregunta necesita al menos {{min}} respuestas',
  tooManyOptions: 'la pregunta tiene {{count}} opciones; aquí una pregunta de opciones tiene como máximo {{max}}',
  noCredit: 'ninguna respuesta da puntos',
  badNumber: 'la respuesta «{{value}}» no es un número',
  badTolerance: 'la tolerancia «{{value}}» no es un número igual o mayor que 0',
  separator: 'el texto «{{text}}» contiene #####, que separa las partes de una respuesta',
  pairWithoutChoice: 'la pregunta «{{stem}}» no tiene respuesta con la que emparejarse',
  noPairs: 'la pregunta de emparejamiento no tiene ninguna pregunta con su respuesta',
  unsupportedOrderingGrading: 'una ordenación calificada por «{{grading}}» no se puede representar aquí',
  unsupportedOrderingSubset: 'la pregunta de ordenación muestra {{count}} de sus {{total}} elementos',
  // GIFT
  giftDescription: 'las descripciones no son preguntas (el texto no tiene bloque de respuestas {…})',
  noOpeningBrace: 'al bloque de respuestas le falta la { de apertura',
  unclosedBlock: 'el bloque de respuestas no está cerrado con }',
  severalBlocks: 'una pregunta tiene un solo bloque de respuestas; escribe \\{ y \\} para las llaves de su texto',
  emptyAnswer: 'una respuesta no tiene texto',
  badWeight: 'el peso {{value}}% no está entre -100% y 100%',
  badRange: 'el intervalo «{{value}}» no tiene la forma mín..máx con mín no mayor que máx',
  otherNumber: 'tras ~ una pregunta numérica solo admite #comentario para cualquier otra respuesta, no «{{value}}»',
  matchFormat: 'la respuesta de emparejamiento «{{value}}» no está escrita como pregunta -> respuesta',
  noteOtherNumberFeedback: 'no se conserva el comentario para cualquier otro número («{{value}}»)',
  // GIFT export
  exportCloze: 'GIFT no tiene preguntas cloze; exporta la evaluación como Moodle XML o QTI para conservarla',
  exportUnits: 'GIFT no tiene unidades para respuestas numéricas; exporta como Moodle XML o QTI para conservarlas',
  exportCaseSensitive:
    'en GIFT las respuestas cortas nunca distinguen mayúsculas; exporta como Moodle XML o QTI para conservarlo',
  exportSingleWithoutFull:
    'GIFT lee una pregunta de una sola respuesta sin ninguna opción del 100% como de respuesta múltiple',
  exportArrowShortAnswer:
    'GIFT lee «->» en una respuesta corta como una pareja de emparejamiento, así que el texto no se puede escribir',
  exportArrowStem:
    'GIFT lee «->» en una pregunta de emparejamiento como una pareja, así que el texto no se puede escribir',
  exportNotExpressible: 'GIFT no puede escribir esta pregunta de forma que se lea igual al importarla',
  exportFiles: 'GIFT no incluye archivos; las imágenes de la pregunta no están en el archivo',
  exportCategory: 'la categoría «{{value}}» se lee desde GIFT como «{{back}}»',
  exportImageLink:
    'GIFT no incluye archivos: la imagen de la pregunta no está en el archivo, solo su dirección en este sitio ({{path}}), en un comentario que una importación aquí vuelve a leer',
  // Moodle XML
  unsupportedType: 'el tipo de pregunta de Moodle «{{type}}» no se puede representar aquí',
  unsupportedRandom:
    'una pregunta «random» se extrae de una categoría de Moodle al empezar el cuestionario; importa la categoría',
  unsupportedDescription: 'una «description» es texto entre preguntas, sin respuesta',
  noType: 'la pregunta no tiene el atributo type',
  noText: 'la pregunta no tiene texto',
  badMark: 'la calificación por defecto «{{value}}» no es un número igual o mayor que 0',
  badFraction: 'la fracción «{{value}}» no es un número entre -100 y 100',
  badMultiplier: 'el multiplicador de la unidad «{{unit}}» no es un número distinto de 0',
  noTrueFalse: 'una pregunta de verdadero/falso necesita una respuesta «true» y otra «false»',
  unsupportedAnyNumber: 'la respuesta «*» da puntos por cualquier número, lo que no se puede representar aquí',
  clozeNoBlanks: 'el texto cloze no es válido: no tiene ningún hueco como {1:SHORTANSWER:=respuesta}',
  clozeUnclosedBlank: 'el texto cloze no es válido: el hueco {{blank}} no está cerrado con }',
  clozeEmptyAnswer: 'el texto cloze no es válido: el hueco {{blank}} tiene una respuesta vacía',
  clozeBadNumber:
    'el texto cloze no es válido: el hueco NUMERICAL {{blank}} necesita un número y una tolerancia, como =3.14:0.01',
  clozeMarkerInText: 'el texto cloze no es válido: contiene [[n]] fuera de un hueco',
  noteCombinedFeedback:
    'no se conservan los comentarios para respuestas correctas, parcialmente correctas e incorrectas',
  noteGraderInfo: 'no se conservan la información para los calificadores ni la plantilla de respuesta',
  noteAnyNumberFeedback: 'no se conserva el comentario de la respuesta «*» (cualquier otro número)',
  noteUnitPenalty: 'una unidad incorrecta o ausente puntúa 0 aquí (Moodle restaba un {{percent}}%)',
  noteDuplicateFile: 'dos archivos distintos se llaman «{{name}}»; se conserva el primero',
  // QTI: an item that can not be represented.
  unsupportedInteraction: 'las interacciones {{interaction}} no se pueden representar aquí',
  unsupportedGapImages: 'un gap match con imágenes no se puede representar aquí',
  unsupportedAdaptive:
    'un elemento adaptativo (varios intentos con comentarios que cambian) no se puede representar aquí',
  unsupportedTemplate:
    'un elemento con variables de plantilla (valores sorteados para cada candidato) no se puede representar aquí',
  unsupportedMix:
    'el elemento combina varios tipos de interacción ({{interactions}}); aquí una pregunta tiene un solo tipo de respuesta',
  unsupportedSeveral: 'el elemento tiene {{count}} interacciones {{interaction}}; aquí una pregunta tiene una',
  unsupportedProcessing:
    'su procesamiento de respuestas no es ninguna de las plantillas estándar ni equivale a ninguna',
  unsupportedNoScoring: 'el elemento no se puntúa: no tiene procesamiento de respuestas ni respuesta correcta',
  unsupportedUnscored: 'el procesamiento de respuestas no puntúa la respuesta {{response}}',
  unsupportedTemplateUri: 'la plantilla de procesamiento de respuestas «{{template}}» no se puede representar aquí',
  unsupportedLowerBound:
    'un límite inferior de {{value}} puntos (una puntuación mínima mayor que 0) no se puede representar aquí',
  unsupportedUpperBound: 'el límite superior de {{value}} puntos es menor que la suma de las respuestas',
  unsupportedCaseMix:
    'las respuestas de {{response}} mezclan comparaciones que distinguen mayúsculas y que no las distinguen',
  unsupportedLiteralStar: 'la respuesta «{{text}}» contiene *, que aquí es un comodín',
  unsupportedCatchAll: 'cualquier otra respuesta puntúa {{value}} puntos, lo que no se puede representar aquí',
  unsupportedStemTwice: 'la pregunta «{{stem}}» tiene varias respuestas correctas; aquí cada pregunta tiene una',
  unsupportedUnmatchedStem: 'la pregunta «{{stem}}» no tiene respuesta correcta; aquí cada pregunta tiene una',
  unsupportedOrderSubset:
    'la interacción order ordena {{count}} de sus {{total}} opciones; aquí se ordenan todos los elementos',
  unsupportedResource: 'el tipo de recurso «{{type}}» no es un elemento QTI 2.1, 2.2 o 3.0',
  unsupportedCardinality:
    'la interacción {{interaction}} admite respuestas de cardinalidad «{{cardinality}}», lo que no se puede representar aquí',
  // QTI: a broken item.
  notXml: 'el elemento no es XML bien formado ({{detail}})',
  notItem: 'el archivo no es un elemento QTI 2.2 o 3.0 (su elemento raíz es <{{root}}> en «{{ns}}»)',
  missingFile: 'el archivo {{file}} no está en el paquete',
  noHref: 'el recurso no indica ningún archivo de elemento',
  noInteraction: 'el elemento no tiene ninguna interacción',
  noDeclaration: 'la respuesta {{response}} no está declarada',
  noChoices: 'la interacción {{interaction}} ofrece menos de {{min}} opciones',
  unknownChoice: 'la respuesta correcta o la asignación nombra «{{value}}», que no es una opción del elemento',
  badValue: 'el valor «{{value}}» no es un número',
  badPair: 'la pareja «{{value}}» no une dos opciones del elemento',
  emptyText: 'una opción, respuesta o elemento no tiene texto',
  clozeSyntaxInText: 'el texto que rodea los huecos contiene sintaxis cloze propia ({1:SHORTANSWER:…} o [[1]])',
  // A QTI package or a Moodle XML file that can not be read at all: why (the detail of its refusal).
  packageNotZip: 'el archivo no es un archivo zip',
  packageDamaged: 'el archivo zip está dañado',
  packageEntryDamaged: 'el archivo {{file}} del paquete está dañado',
  packageEntryUnreadable: 'el archivo {{file}} del paquete no se puede leer',
  packageEntryTooLarge: 'el archivo {{file}} del paquete ocupa más de {{max}} MB',
  packageNoManifest: 'el paquete no tiene imsmanifest.xml',
  packageNotXml: 'el archivo {{file}} no es XML bien formado (línea {{line}}, columna {{column}}: {{detail}})',
  xmlNotUtf8: 'el archivo no es texto UTF-8',
  xmlNoQuiz: 'el archivo no contiene ningún elemento <quiz>',
  xmlRootNotQuiz: 'el elemento raíz es <{{root}}>, no <quiz>: el archivo no es Moodle XML',
  // QTI: what of an imported item is not kept, or scored differently.
  noteFeedback: 'no se conservan sus comentarios mostrados según el resultado (modales o en línea)',
  notePairsAlike: 'aquí todas las parejas puntúan igual (el paquete las ponderaba {{values}})',
  noteAllOrNothingChoices: 'el paquete puntuaba todo o nada; aquí cada opción correcta puntúa su parte',
  noteAllOrNothingPairs: 'el paquete puntuaba todo o nada; aquí cada pareja puntúa su parte',
  noteAllOrNothingGaps: 'el paquete puntuaba todo o nada; aquí cada hueco puntúa su parte',
  noteObject: 'no se conserva el archivo incrustado {{file}} de su texto',
  noteMedia: 'no se conserva el elemento {{element}} de su texto',
  noteRubric: 'no se conserva una rúbrica para la vista «{{view}}»',
  noteMissingImage: 'la imagen {{file}} no está en el paquete y se omite',
  noteExternalImage: 'la imagen {{file}} está fuera del paquete y queda como enlace',
  noteAssociate: 'la interacción associate se lee como emparejamiento: la primera opción de cada pareja es la pregunta',
  noteNegativePairs: 'aquí una pareja incorrecta no resta nada (el paquete restaba {{value}})',
  // Any format: the question's own image (imagePath): named by a GIFT export's comment, or by a Moodle file.
  noteImageNotFound: 'la imagen de la pregunta {{file}} no está en este sitio y se omite',
  noteImageNotInFile: 'la imagen de la pregunta {{file}} no está en el archivo y se omite',
};

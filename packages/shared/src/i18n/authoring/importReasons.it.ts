import type { ImportReasonsText } from './importReasons.en.js';

export const importReasons: ImportReasonsText = {
  // Any format: the answers of a question.
  tooFewAnswers: 'la domanda richiede almeno {{min}} risposte',
  tooManyOptions: 'la domanda ha {{count}} opzioni; qui una domanda a scelta ne ha al massimo {{max}}',
  noCredit: 'nessuna risposta dà punti',
  badNumber: 'la risposta «{{value}}» non è un numero',
  badTolerance: 'la tolleranza «{{value}}» non è un numero maggiore o uguale a 0',
  separator: 'il testo «{{text}}» contiene #####, che separa le parti di una risposta',
  pairWithoutChoice: 'la domanda «{{stem}}» non ha una risposta da abbinare',
  noPairs: 'la domanda di abbinamento non ha nessuna domanda con la sua risposta',
  unsupportedOrderingGrading: 'un ordinamento valutato con «{{grading}}» non può essere rappresentato qui',
  unsupportedOrderingSubset: 'la domanda di ordinamento mostra {{count}} dei suoi {{total}} elementi',
  // GIFT
  giftDescription: 'le descrizioni non sono domande (il testo non ha un blocco di risposte {…})',
  noOpeningBrace: 'al blocco di risposte manca la { di apertura',
  unclosedBlock: 'il blocco di risposte non è chiuso con }',
  severalBlocks: 'una domanda ha un solo blocco di risposte; scrivi \\{ e \\} per le parentesi graffe nel testo',
  emptyAnswer: 'una risposta non ha testo',
  badWeight: 'il peso {{value}}% non è compreso tra -100% e 100%',
  badRange: "l'intervallo «{{value}}» non è nella forma min..max con min non superiore a max",
  otherNumber: 'dopo ~ una domanda numerica accetta solo #commento per qualsiasi altra risposta, non «{{value}}»',
  matchFormat: 'la risposta di abbinamento «{{value}}» non è scritta come domanda -> risposta',
  noteOtherNumberFeedback: 'il commento per qualsiasi altro numero («{{value}}») non viene conservato',
  // GIFT export
  exportCloze: 'GIFT non ha domande cloze; esporta la valutazione come Moodle XML o QTI per conservarla',
  exportUnits: 'GIFT non ha unità per le risposte numeriche; esporta come Moodle XML o QTI per conservarle',
  exportCaseSensitive:
    'in GIFT le risposte brevi non distinguono mai le maiuscole; esporta come Moodle XML o QTI per conservarlo',
  exportSingleWithoutFull:
    'GIFT legge una domanda a risposta singola senza nessuna opzione al 100% come a risposta multipla',
  exportArrowShortAnswer:
    'GIFT legge «->» in una risposta breve come una coppia di abbinamento, quindi il testo non può essere scritto',
  exportArrowStem:
    'GIFT legge «->» in una domanda di abbinamento come una coppia, quindi il testo non può essere scritto',
  exportNotExpressible: 'GIFT non può scrivere questa domanda in modo che venga riletta uguale',
  exportFiles: 'GIFT non contiene file; le immagini della domanda non sono nel file',
  exportCategory: 'la categoria «{{value}}» viene riletta da GIFT come «{{back}}»',
  exportImageLink:
    "GIFT non contiene file: l'immagine della domanda non è nel file, c'è solo il suo indirizzo su questo sito ({{path}}), in un commento che un'importazione qui rilegge",
  // Moodle XML
  unsupportedType: 'il tipo di domanda Moodle «{{type}}» non può essere rappresentato qui',
  unsupportedRandom:
    "una domanda «random» viene estratta da una categoria Moodle all'avvio del quiz; importa la categoria",
  unsupportedDescription: 'una «description» è testo tra le domande, senza risposta',
  noType: "la domanda non ha l'attributo type",
  noText: 'la domanda non ha testo',
  badMark: 'il punteggio predefinito «{{value}}» non è un numero maggiore o uguale a 0',
  badFraction: 'la frazione «{{value}}» non è un numero compreso tra -100 e 100',
  badMultiplier: "il moltiplicatore dell'unità «{{unit}}» non è un numero diverso da 0",
  noTrueFalse: 'una domanda vero/falso richiede una risposta «true» e una «false»',
  unsupportedAnyNumber: 'la risposta «*» dà punti per qualsiasi numero, il che non può essere rappresentato qui',
  clozeNoBlanks: 'il testo cloze non è valido: non ha nessuno spazio da completare come {1:SHORTANSWER:=risposta}',
  clozeUnclosedBlank: 'il testo cloze non è valido: lo spazio {{blank}} non è chiuso con }',
  clozeEmptyAnswer: 'il testo cloze non è valido: lo spazio {{blank}} ha una risposta vuota',
  clozeBadNumber:
    'il testo cloze non è valido: lo spazio NUMERICAL {{blank}} richiede un numero e una tolleranza, come =3.14:0.01',
  clozeMarkerInText: 'il testo cloze non è valido: contiene [[n]] fuori da uno spazio da completare',
  noteCombinedFeedback: 'i commenti per le risposte corrette, parzialmente corrette ed errate non vengono conservati',
  noteGraderInfo: 'le informazioni per i valutatori e il modello di risposta non vengono conservati',
  noteAnyNumberFeedback: 'il commento della risposta «*» (qualsiasi altro numero) non viene conservato',
  noteUnitPenalty: "un'unità sbagliata o mancante vale 0 qui (Moodle toglieva il {{percent}}%)",
  noteDuplicateFile: 'due file diversi si chiamano «{{name}}»; viene conservato il primo',
  // QTI: an item that can not be represented.
  unsupportedInteraction: 'le interazioni {{interaction}} non possono essere rappresentate qui',
  unsupportedGapImages: 'un gap match con immagini non può essere rappresentato qui',
  unsupportedAdaptive:
    'un elemento adattivo (più tentativi con commenti che cambiano) non può essere rappresentato qui',
  unsupportedTemplate:
    'un elemento con variabili di modello (valori estratti per ogni candidato) non può essere rappresentato qui',
  unsupportedMix:
    "l'elemento combina più tipi di interazione ({{interactions}}); qui una domanda ha un solo tipo di risposta",
  unsupportedSeveral: "l'elemento contiene {{count}} interazioni {{interaction}}; qui una domanda ne ha una",
  unsupportedProcessing: 'la sua elaborazione delle risposte non è uno dei modelli standard né equivale a uno di essi',
  unsupportedNoScoring: "l'elemento non è valutato: non ha un'elaborazione delle risposte né una risposta corretta",
  unsupportedUnscored: "la risposta {{response}} non è valutata dall'elaborazione delle risposte",
  unsupportedTemplateUri: 'il modello di elaborazione delle risposte «{{template}}» non può essere rappresentato qui',
  unsupportedLowerBound:
    'un limite inferiore di {{value}} punti (un punteggio minimo superiore a 0) non può essere rappresentato qui',
  unsupportedUpperBound: 'il limite superiore di {{value}} punti è inferiore alla somma delle risposte',
  unsupportedCaseMix:
    'le risposte di {{response}} mescolano confronti che distinguono le maiuscole e confronti che non le distinguono',
  unsupportedLiteralStar: 'la risposta «{{text}}» contiene *, che qui è un carattere jolly',
  unsupportedCatchAll: 'qualsiasi altra risposta vale {{value}} punti, il che non può essere rappresentato qui',
  unsupportedStemTwice: 'la domanda «{{stem}}» ha più risposte giuste; qui ogni domanda ne ha una',
  unsupportedUnmatchedStem: 'la domanda «{{stem}}» non ha una risposta giusta; qui ogni domanda ne ha una',
  unsupportedOrderSubset:
    "l'interazione order ordina {{count}} delle sue {{total}} opzioni; qui si ordinano tutti gli elementi",
  unsupportedResource: 'il tipo di risorsa «{{type}}» non è un elemento QTI 2.1, 2.2 o 3.0',
  unsupportedCardinality:
    "l'interazione {{interaction}} accetta risposte di cardinalità «{{cardinality}}», il che non può essere rappresentato qui",
  // QTI: a broken item.
  notXml: "l'elemento non è XML ben formato ({{detail}})",
  notItem: 'il file non è un elemento QTI 2.2 o 3.0 (il suo elemento radice è <{{root}}> in «{{ns}}»)',
  missingFile: 'il file {{file}} non è nel pacchetto',
  noHref: 'la risorsa non indica nessun file di elemento',
  noInteraction: "l'elemento non ha nessuna interazione",
  noDeclaration: 'la risposta {{response}} non è dichiarata',
  noChoices: "l'interazione {{interaction}} offre meno di {{min}} opzioni",
  unknownChoice: "la risposta corretta o la mappatura indica «{{value}}», che non è un'opzione dell'elemento",
  badValue: 'il valore «{{value}}» non è un numero',
  badPair: "la coppia «{{value}}» non unisce due opzioni dell'elemento",
  emptyText: "un'opzione, una risposta o un elemento non ha testo",
  clozeSyntaxInText: 'il testo attorno agli spazi contiene sintassi cloze propria ({1:SHORTANSWER:…} o [[1]])',
  // A QTI package or a Moodle XML file that can not be read at all: why (the detail of its refusal).
  packageNotZip: 'il file non è un archivio zip',
  packageDamaged: "l'archivio zip è danneggiato",
  packageEntryDamaged: 'il file {{file}} del pacchetto è danneggiato',
  packageEntryUnreadable: 'il file {{file}} del pacchetto non si può leggere',
  packageEntryTooLarge: 'il file {{file}} del pacchetto supera {{max}} MB',
  packageNoManifest: 'il pacchetto non contiene imsmanifest.xml',
  packageNotXml: 'il file {{file}} non è XML ben formato (riga {{line}}, colonna {{column}}: {{detail}})',
  xmlNotUtf8: 'il file non è testo UTF-8',
  xmlNoQuiz: 'il file non contiene alcun elemento <quiz>',
  xmlRootNotQuiz: "l'elemento radice è <{{root}}>, non <quiz>: il file non è Moodle XML",
  // QTI: what of an imported item is not kept, or scored differently.
  noteFeedback: 'i suoi commenti mostrati in base al risultato (modali o in linea) non vengono conservati',
  notePairsAlike: 'qui ogni coppia vale lo stesso (il pacchetto le pesava {{values}})',
  noteAllOrNothingChoices: 'il pacchetto valutava tutto o niente; qui ogni opzione giusta vale la sua parte',
  noteAllOrNothingPairs: 'il pacchetto valutava tutto o niente; qui ogni coppia vale la sua parte',
  noteAllOrNothingGaps: 'il pacchetto valutava tutto o niente; qui ogni spazio vale la sua parte',
  noteObject: 'il file incorporato {{file}} nel suo testo non viene conservato',
  noteMedia: "l'elemento {{element}} nel suo testo non viene conservato",
  noteRubric: 'una rubrica per la vista «{{view}}» non viene conservata',
  noteMissingImage: "l'immagine {{file}} non è nel pacchetto e viene tralasciata",
  noteExternalImage: "l'immagine {{file}} è fuori dal pacchetto e resta un collegamento",
  noteAssociate: "l'interazione associate è letta come abbinamento: la prima opzione di ogni coppia è la domanda",
  noteNegativePairs: 'qui una coppia sbagliata non toglie nulla (il pacchetto toglieva {{value}})',
  // Any format: the question's own image (imagePath): named by a GIFT export's comment, or by a Moodle file.
  noteImageNotFound: "l'immagine della domanda {{file}} non è su questo sito e viene tralasciata",
  noteImageNotInFile: "l'immagine della domanda {{file}} non è nel file e viene tralasciata",
};

import type { TextTranslationLocale, TranslatableField } from '@assessly/shared';

/**
 * The built-in landing texts and footer text (seedDefaults.ts) in the other languages (issue 20). They are
 * not stored: a visitor reading Spanish sees these while the site's English text is still the built-in
 * one, and the English text once an admin has changed it without writing a Spanish version
 * (settingsRepository's effectiveTranslations). So a translation never contradicts the English text.
 */
export const DEFAULT_TEXT_TRANSLATIONS: Record<TextTranslationLocale, Record<TranslatableField, string>> = {
  es: {
    homeHeader1: 'Haz tus evaluaciones en línea y obtén tu certificado',
    homeDetail1:
      'Elige un plan, crea tu cuenta y haz cuestionarios, encuestas y exámenes certificados en tu navegador, desde el móvil o el ordenador. Tus resultados y certificados quedan en tu cuenta.',
    homeHeader2: 'Del registro al certificado en cuatro pasos',
    homeDetail2: 'No hay nada que instalar: todo ocurre en tu navegador.',
    homeBox1Header: 'Elige un plan',
    homeBox1Detail: 'Compara los planes y elige el que tenga tantas evaluaciones como necesites.',
    homeBox2Header: 'Crea tu cuenta',
    homeBox2Detail: 'Regístrate con tu correo electrónico en un minuto e inicia sesión desde cualquier dispositivo.',
    homeBox3Header: 'Haz tus evaluaciones',
    homeBox3Detail: 'Una pregunta cada vez, con un temporizador claro; cada respuesta se guarda sobre la marcha.',
    homeBox4Header: 'Consulta tus resultados',
    homeBox4Detail: 'Ve tu nota en cuanto esté lista y descarga tu certificado cuando apruebes.',
    feature1Header: 'Todas tus evaluaciones en un solo lugar',
    feature1Detail:
      'Tu panel muestra las evaluaciones abiertas para ti, con sus instrucciones, su tiempo y su puntuación antes de empezar.',
    feature2Header: 'Exámenes justos y cronometrados',
    feature2Detail:
      'El servidor lleva el tiempo y guarda cada respuesta en cuanto la das, así que una conexión caída no te hace perder nada.',
    feature3Header: 'Resultados que conservas',
    feature3Detail:
      'Las hojas de resultados y los certificados quedan en tu cuenta en PDF; cualquiera puede verificar un certificado con su código.',
    feature4Header: 'En tu idioma',
    feature4Detail: 'Usa el sitio en inglés, español, italiano, hindi o bengalí.',
    registrationText: 'Crea tu cuenta en un minuto y haz tu primera evaluación hoy mismo.',
    contactUsText:
      '¿Preguntas sobre un plan o un examen? ¿Quieres organizar evaluaciones para tu centro educativo o tu empresa? Escríbenos.',
    footerText: 'Assessly: evaluaciones en línea, encuestas y exámenes certificados.',
  },
  it: {
    homeHeader1: 'Svolgi le tue valutazioni online e ottieni il tuo certificato',
    homeDetail1:
      'Scegli un piano, crea il tuo account e svolgi quiz, sondaggi ed esami certificati nel browser, dal telefono o dal computer. Risultati e certificati restano nel tuo account.',
    homeHeader2: "Dall'iscrizione al certificato in quattro passi",
    homeDetail2: 'Niente da installare: tutto avviene nel tuo browser.',
    homeBox1Header: 'Scegli un piano',
    homeBox1Detail: 'Confronta i piani e scegli quello con tutte le valutazioni che ti servono.',
    homeBox2Header: 'Crea il tuo account',
    homeBox2Detail: 'Registrati con la tua e-mail in un minuto e accedi da qualsiasi dispositivo.',
    homeBox3Header: 'Svolgi le valutazioni',
    homeBox3Detail: 'Una domanda alla volta con un timer chiaro; ogni risposta viene salvata man mano.',
    homeBox4Header: 'Ricevi i risultati',
    homeBox4Detail: 'Vedi il tuo punteggio appena è pronto e scarica il certificato quando superi la prova.',
    feature1Header: 'Tutte le valutazioni in un unico posto',
    feature1Detail:
      'La tua dashboard elenca le valutazioni aperte per te, con istruzioni, tempo e punteggio prima di iniziare.',
    feature2Header: 'Esami equi e a tempo',
    feature2Detail:
      'Il server tiene il tempo e salva ogni risposta appena la dai, così una connessione persa non ti costa nulla.',
    feature3Header: 'Risultati che restano tuoi',
    feature3Detail:
      'Fogli dei risultati e certificati restano nel tuo account in PDF; chiunque può verificare un certificato con il suo codice.',
    feature4Header: 'Nella tua lingua',
    feature4Detail: 'Usa il sito in inglese, spagnolo, italiano, hindi o bengalese.',
    registrationText: 'Crea il tuo account in un minuto e svolgi oggi stesso la tua prima valutazione.',
    contactUsText:
      'Domande su un piano o su un esame? Vuoi organizzare valutazioni per la tua scuola o la tua azienda? Scrivici.',
    footerText: 'Assessly: valutazioni online, sondaggi ed esami certificati.',
  },
  in: {
    homeHeader1: 'अपने मूल्यांकन ऑनलाइन दें और अपना प्रमाणपत्र पाएँ',
    homeDetail1:
      'प्लान चुनें, अपना खाता बनाएँ और फ़ोन या कंप्यूटर के ब्राउज़र में क्विज़, सर्वेक्षण और प्रमाणित परीक्षाएँ दें। आपके परिणाम और प्रमाणपत्र आपके खाते में रहते हैं।',
    homeHeader2: 'पंजीकरण से प्रमाणपत्र तक, चार कदमों में',
    homeDetail2: 'कुछ भी इंस्टॉल नहीं करना है: सब कुछ आपके ब्राउज़र में होता है।',
    homeBox1Header: 'प्लान चुनें',
    homeBox1Detail: 'प्लान की तुलना करें और उतने मूल्यांकनों वाला प्लान चुनें जितने आपको चाहिए।',
    homeBox2Header: 'अपना खाता बनाएँ',
    homeBox2Detail: 'एक मिनट में अपने ईमेल से पंजीकरण करें और किसी भी डिवाइस से साइन इन करें।',
    homeBox3Header: 'अपने मूल्यांकन दें',
    homeBox3Detail: 'एक बार में एक प्रश्न, साफ़ दिखते टाइमर के साथ; हर उत्तर साथ-साथ सहेजा जाता है।',
    homeBox4Header: 'अपने परिणाम पाएँ',
    homeBox4Detail: 'अंक तैयार होते ही देखें और उत्तीर्ण होने पर अपना प्रमाणपत्र डाउनलोड करें।',
    feature1Header: 'सभी मूल्यांकन एक ही जगह',
    feature1Detail: 'आपका डैशबोर्ड आपके लिए खुले मूल्यांकन दिखाता है, शुरू करने से पहले उनके निर्देश, समय और अंक के साथ।',
    feature2Header: 'निष्पक्ष, समयबद्ध परीक्षाएँ',
    feature2Detail: 'सर्वर समय रखता है और हर उत्तर देते ही सहेज लेता है, इसलिए कनेक्शन टूटने पर भी आपका कुछ नहीं खोता।',
    feature3Header: 'परिणाम जो आपके पास रहते हैं',
    feature3Detail: 'परिणाम-पत्र और प्रमाणपत्र PDF के रूप में आपके खाते में रहते हैं; कोई भी प्रमाणपत्र को उसके कोड से जाँच सकता है।',
    feature4Header: 'आपकी भाषा में',
    feature4Detail: 'साइट को अंग्रेज़ी, स्पैनिश, इतालवी, हिन्दी या बांग्ला में इस्तेमाल करें।',
    registrationText: 'एक मिनट में अपना खाता बनाएँ और आज ही अपना पहला मूल्यांकन दें।',
    contactUsText: 'किसी प्लान या परीक्षा के बारे में प्रश्न है? अपने स्कूल या कंपनी के लिए मूल्यांकन चलाना चाहते हैं? हमें लिखें।',
    footerText: 'Assessly: ऑनलाइन मूल्यांकन, सर्वेक्षण और प्रमाणित परीक्षाएँ।',
  },
  bn: {
    homeHeader1: 'অনলাইনে আপনার মূল্যায়ন দিন, সনদ অর্জন করুন',
    homeDetail1:
      'একটি প্ল্যান বেছে নিন, অ্যাকাউন্ট তৈরি করুন এবং ফোন বা কম্পিউটারের ব্রাউজারে কুইজ, জরিপ ও সনদপ্রাপ্ত পরীক্ষা দিন। আপনার ফলাফল ও সনদ আপনার অ্যাকাউন্টেই থাকে।',
    homeHeader2: 'নিবন্ধন থেকে সনদ, চারটি ধাপে',
    homeDetail2: 'কিছুই ইনস্টল করতে হবে না: সবকিছু আপনার ব্রাউজারেই হয়।',
    homeBox1Header: 'প্ল্যান বেছে নিন',
    homeBox1Detail: 'প্ল্যানগুলো তুলনা করুন এবং যতগুলো মূল্যায়ন দরকার সেই প্ল্যানটি বেছে নিন।',
    homeBox2Header: 'অ্যাকাউন্ট তৈরি করুন',
    homeBox2Detail: 'এক মিনিটে ইমেল দিয়ে নিবন্ধন করুন এবং যেকোনো ডিভাইস থেকে সাইন ইন করুন।',
    homeBox3Header: 'মূল্যায়ন দিন',
    homeBox3Detail: 'একবারে একটি প্রশ্ন, স্পষ্ট টাইমারসহ; প্রতিটি উত্তর সঙ্গে সঙ্গে সংরক্ষিত হয়।',
    homeBox4Header: 'ফলাফল পান',
    homeBox4Detail: 'নম্বর প্রস্তুত হলেই দেখুন এবং উত্তীর্ণ হলে আপনার সনদ ডাউনলোড করুন।',
    feature1Header: 'সব মূল্যায়ন এক জায়গায়',
    feature1Detail: 'আপনার ড্যাশবোর্ড আপনার জন্য খোলা মূল্যায়নগুলো দেখায়, শুরুর আগে নির্দেশনা, সময় ও নম্বরসহ।',
    feature2Header: 'ন্যায্য, সময়বদ্ধ পরীক্ষা',
    feature2Detail:
      'সার্ভার সময় রাখে এবং প্রতিটি উত্তর দেওয়ার সঙ্গে সঙ্গে সংরক্ষণ করে, তাই সংযোগ বিচ্ছিন্ন হলেও আপনার কিছু হারায় না।',
    feature3Header: 'ফলাফল থাকে আপনার কাছে',
    feature3Detail: 'ফলাফলপত্র ও সনদ PDF হিসেবে আপনার অ্যাকাউন্টে থাকে; যে কেউ কোড দিয়ে সনদ যাচাই করতে পারে।',
    feature4Header: 'আপনার ভাষায়',
    feature4Detail: 'সাইটটি ইংরেজি, স্প্যানিশ, ইতালীয়, হিন্দি বা বাংলায় ব্যবহার করুন।',
    registrationText: 'এক মিনিটে অ্যাকাউন্ট তৈরি করুন এবং আজই প্রথম মূল্যায়ন দিন।',
    contactUsText: 'কোনো প্ল্যান বা পরীক্ষা নিয়ে প্রশ্ন আছে? আপনার স্কুল বা প্রতিষ্ঠানের জন্য মূল্যায়ন চালাতে চান? আমাদের লিখুন।',
    footerText: 'Assessly: অনলাইন মূল্যায়ন, জরিপ ও সনদপ্রাপ্ত পরীক্ষা।',
  },
};

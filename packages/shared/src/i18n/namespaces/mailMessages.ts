import type { Locale } from '../../common/constants.js';

/**
 * Message keys of the mail log, the test mail and the first hour of a new site (issue 20), in every
 * language. `{{detail}}` is the mail server's own words (or the network error), shown untranslated.
 */
const en = {
  passwordResetMailUnavailable:
    "Password reset by e-mail is not available on this site yet; please contact the site's administrator",
  smtpConnectionFailed: 'Could not connect to the mail server: check the host and the port ({{detail}})',
  smtpHostNotFound: "The mail server's host name was not found: check the host ({{detail}})",
  smtpTimeout: 'The mail server did not answer in time: check the host, the port and any firewall ({{detail}})',
  smtpAuthFailed: 'The mail server refused the sender e-mail and password: check both ({{detail}})',
  smtpTlsFailed:
    'The secure connection to the mail server failed: port 465 uses SSL, ports 587 and 25 use STARTTLS ({{detail}})',
  smtpRecipientRefused: "The mail server refused the recipient's address ({{detail}})",
  smtpRejected: 'The mail server refused the mail ({{detail}})',
  mailNotRetryable: 'Only a mail that failed or waits for its next try can be sent again',
  testMailSent: 'A test mail was sent to {{email}}. Look in that inbox (and its spam folder).',
  mailRetryQueued: 'The mail is queued again and will be sent in a moment',
};

export const mailMessages: Record<Locale, typeof en> = {
  en,
  es: {
    passwordResetMailUnavailable:
      'El restablecimiento de la contraseña por correo electrónico aún no está disponible en este sitio; ponte en contacto con el administrador del sitio',
    smtpConnectionFailed: 'No se pudo conectar con el servidor de correo: revisa el host y el puerto ({{detail}})',
    smtpHostNotFound: 'No se encontró el nombre del servidor de correo: revisa el host ({{detail}})',
    smtpTimeout: 'El servidor de correo no respondió a tiempo: revisa el host, el puerto y el cortafuegos ({{detail}})',
    smtpAuthFailed: 'El servidor de correo rechazó el correo del remitente y la contraseña: revisa ambos ({{detail}})',
    smtpTlsFailed:
      'Falló la conexión segura con el servidor de correo: el puerto 465 usa SSL; los puertos 587 y 25 usan STARTTLS ({{detail}})',
    smtpRecipientRefused: 'El servidor de correo rechazó la dirección del destinatario ({{detail}})',
    smtpRejected: 'El servidor de correo rechazó el mensaje ({{detail}})',
    mailNotRetryable: 'Solo se puede volver a enviar un correo que falló o que espera su próximo intento',
    testMailSent: 'Se envió un correo de prueba a {{email}}. Revisa esa bandeja de entrada (y la carpeta de spam).',
    mailRetryQueued: 'El correo vuelve a estar en cola y se enviará en un momento',
  },
  it: {
    passwordResetMailUnavailable:
      "Il ripristino della password via e-mail non è ancora disponibile su questo sito; contatta l'amministratore del sito",
    smtpConnectionFailed: 'Impossibile connettersi al server di posta: controlla host e porta ({{detail}})',
    smtpHostNotFound: "Il nome host del server di posta non è stato trovato: controlla l'host ({{detail}})",
    smtpTimeout:
      'Il server di posta non ha risposto in tempo: controlla host, porta ed eventuale firewall ({{detail}})',
    smtpAuthFailed:
      "Il server di posta ha rifiutato l'e-mail del mittente e la password: controlla entrambe ({{detail}})",
    smtpTlsFailed:
      'La connessione sicura al server di posta non è riuscita: la porta 465 usa SSL, le porte 587 e 25 usano STARTTLS ({{detail}})',
    smtpRecipientRefused: "Il server di posta ha rifiutato l'indirizzo del destinatario ({{detail}})",
    smtpRejected: 'Il server di posta ha rifiutato il messaggio ({{detail}})',
    mailNotRetryable: "Si può inviare di nuovo solo un'e-mail non riuscita o in attesa del prossimo tentativo",
    testMailSent: "È stata inviata un'e-mail di prova a {{email}}. Controlla quella casella (anche la cartella spam).",
    mailRetryQueued: "L'e-mail è di nuovo in coda e verrà inviata tra un momento",
  },
  in: {
    passwordResetMailUnavailable: 'इस साइट पर ईमेल से पासवर्ड रीसेट अभी उपलब्ध नहीं है; कृपया साइट के व्यवस्थापक से संपर्क करें',
    smtpConnectionFailed: 'मेल सर्वर से कनेक्ट नहीं हो सका: होस्ट और पोर्ट जाँचें ({{detail}})',
    smtpHostNotFound: 'मेल सर्वर का होस्ट नाम नहीं मिला: होस्ट जाँचें ({{detail}})',
    smtpTimeout: 'मेल सर्वर ने समय पर उत्तर नहीं दिया: होस्ट, पोर्ट और फ़ायरवॉल जाँचें ({{detail}})',
    smtpAuthFailed: 'मेल सर्वर ने प्रेषक का ईमेल और पासवर्ड अस्वीकार कर दिया: दोनों जाँचें ({{detail}})',
    smtpTlsFailed:
      'मेल सर्वर से सुरक्षित कनेक्शन विफल रहा: पोर्ट 465 SSL का उपयोग करता है, पोर्ट 587 और 25 STARTTLS का ({{detail}})',
    smtpRecipientRefused: 'मेल सर्वर ने प्राप्तकर्ता का पता अस्वीकार कर दिया ({{detail}})',
    smtpRejected: 'मेल सर्वर ने मेल अस्वीकार कर दिया ({{detail}})',
    mailNotRetryable: 'केवल वही मेल दोबारा भेजा जा सकता है जो विफल हुआ हो या अगले प्रयास की प्रतीक्षा में हो',
    testMailSent: '{{email}} पर एक परीक्षण मेल भेजा गया। वह इनबॉक्स (और उसका स्पैम फ़ोल्डर) देखें।',
    mailRetryQueued: 'मेल फिर से कतार में है और कुछ ही क्षणों में भेजा जाएगा',
  },
  bn: {
    passwordResetMailUnavailable:
      'এই সাইটে ইমেলের মাধ্যমে পাসওয়ার্ড রিসেট এখনও চালু হয়নি; অনুগ্রহ করে সাইটের অ্যাডমিনের সঙ্গে যোগাযোগ করুন',
    smtpConnectionFailed: 'মেল সার্ভারের সঙ্গে সংযোগ করা যায়নি: হোস্ট ও পোর্ট যাচাই করুন ({{detail}})',
    smtpHostNotFound: 'মেল সার্ভারের হোস্ট নাম পাওয়া যায়নি: হোস্ট যাচাই করুন ({{detail}})',
    smtpTimeout: 'মেল সার্ভার সময়মতো উত্তর দেয়নি: হোস্ট, পোর্ট ও ফায়ারওয়াল যাচাই করুন ({{detail}})',
    smtpAuthFailed: 'মেল সার্ভার প্রেরকের ইমেল ও পাসওয়ার্ড গ্রহণ করেনি: দুটোই যাচাই করুন ({{detail}})',
    smtpTlsFailed:
      'মেল সার্ভারের সঙ্গে নিরাপদ সংযোগ ব্যর্থ হয়েছে: পোর্ট 465 SSL ব্যবহার করে, পোর্ট 587 ও 25 STARTTLS ({{detail}})',
    smtpRecipientRefused: 'মেল সার্ভার প্রাপকের ঠিকানা গ্রহণ করেনি ({{detail}})',
    smtpRejected: 'মেল সার্ভার মেলটি গ্রহণ করেনি ({{detail}})',
    mailNotRetryable: 'শুধু ব্যর্থ হওয়া বা পরের চেষ্টার অপেক্ষায় থাকা মেলই আবার পাঠানো যায়',
    testMailSent: '{{email}}-এ একটি পরীক্ষামূলক মেল পাঠানো হয়েছে। সেই ইনবক্স (এবং স্প্যাম ফোল্ডার) দেখুন।',
    mailRetryQueued: 'মেলটি আবার সারিতে রাখা হয়েছে এবং কিছুক্ষণের মধ্যে পাঠানো হবে',
  },
};

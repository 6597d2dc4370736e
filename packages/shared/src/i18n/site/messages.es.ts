import type { SiteMessagesText } from './messages.en.js';

export const siteMessages: SiteMessagesText = {
  contactMessageSent: '¡Gracias! Tu mensaje se ha enviado',
  emailQueued: 'El correo electrónico está en cola y se enviará en un momento',
  numberRule: 'Escribe un número entero mayor que 0',
  currencyInvalid: 'Escribe un código de moneda de tres letras, por ejemplo usd',
  hostInvalid: 'Escribe un nombre de servidor, por ejemplo smtp.example.com',
  colorInvalid: 'Escribe un color como #RRGGBB',
  httpsLinkOnly: 'Escribe un enlace que empiece por https://',
  originInvalid: 'Escribe la dirección del sitio, por ejemplo https://exams.example.com',
  primaryColorContrast:
    'El texto blanco sobre este color se lee mal (menos de 4,5:1). Elige un color principal más oscuro.',
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
};

export {
  createInboxMailer,
  createSmtpMailer,
  type Mailer,
  type MailMessage,
  mailPersonalData,
} from './mailer';
export * from './templates';

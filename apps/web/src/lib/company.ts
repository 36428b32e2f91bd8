/** How people reach Motorwise. Shown in the footer and on /contact. */
export const COMPANY = {
  name: 'Motorwise',
  legalName: 'Motorwise (Pty) Ltd',
  addressLines: ['1st Floor, 32 Jellicoe Avenue', 'Rosebank, Johannesburg', '2196', 'South Africa'],
  email: 'support@motorwise.co.za',
  phoneDisplay: '010 446 2180',
  phoneHref: 'tel:+27104462180',
  hours: 'Monday to Friday, 08:00 to 17:00 (closed on public holidays)',
  social: {
    facebook: 'https://www.facebook.com/motorwise.co.za',
    instagram: 'https://www.instagram.com/motorwise.co.za',
    linkedin: 'https://www.linkedin.com/company/motorwise-za',
    x: 'https://x.com/motorwise_za',
  },
} as const;

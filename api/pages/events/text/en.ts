import type { PageText } from './page-text';

/** English, behind the page's language switch. */
export const en: PageText = {
  htmlLang: 'en',
  otherLanguage: { lang: 'sw', label: 'Kiswahili' },
  eventTypes: { wedding: 'Wedding', harambee: 'Harambee', fundraiser: 'Fundraiser', other: 'Event' },
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  organisedBy: (organization) => `Organised by ${organization}`,
  greeting: (name) => `Hello ${name},`,
  date: 'Date',
  venue: 'Venue',
  cancelled: 'This event has been cancelled. There is no need to reply or pay.',
  rsvp: {
    title: 'Will you attend?',
    confirm: 'I will attend',
    decline: 'I cannot attend',
    status: {
      pending: 'You have not replied yet.', invited: 'You have not replied yet.',
      confirmed: 'You confirmed that you will attend. Thank you!', declined: 'You said you cannot attend.',
    },
  },
  pledge: {
    title: 'Your pledge', none: 'You have not made a pledge yet.', pledged: 'Pledged', paid: 'Paid', balance: 'Balance',
    deadline: (day) => `Please complete your pledge by ${day}.`, label: 'Pledge amount (TZS)', save: 'Save pledge',
  },
  bank: {
    title: 'Pay by bank', bankName: 'Bank', accountNumber: 'Account number', accountName: 'Account name',
    reference: (phone) => `Use your phone number (${phone}) as the payment reference.`,
  },
  pay: { title: 'Pay online', label: 'Amount (TZS)', button: 'Pay now', hint: 'M-Pesa, Tigo Pesa, Airtel Money or card.' },
  done: { rsvp: 'Thank you! Your reply was saved.', pledge: 'Thank you! Your pledge was saved.' },
  errors: {
    amount: 'Enter the amount in whole shillings, for example 50000.',
    answer: 'Choose "I will attend" or "I cannot attend".',
    payTooMuch: (max) => `The amount may not be more than the balance of your pledge (${max}).`,
    payTooLarge: (max) => `The amount may not be more than ${max} per payment.`,
    providerDown: 'The payment service is not available right now. Please try again later.',
    expiredForm: 'This form has expired. Please open the page again and retry.',
    title: 'Something went wrong',
    server: 'Sorry, something went wrong. Please try again later.',
    tooManyPending: 'You already have 3 online payments that are not completed. Complete one of them (paying the same amount again opens its payment page), or try again tomorrow.',
    tooManyPosts: 'Too many attempts. Please wait a few minutes and try again.',
  },
  notFound: { title: 'Page not found', body: 'This link is not valid. Please check the message you received.' },
  payment: {
    title: { paid: 'Payment received', failed: 'Payment not completed', processing: 'Payment is being processed' },
    body: {
      paid: 'Thank you! Your payment was recorded against your pledge.',
      failed: 'The payment did not go through and nothing was recorded. You can try again.',
      processing: 'We are waiting for the payment to be confirmed. This page refreshes by itself.',
    },
    amount: 'Amount', confirmation: 'Confirmation code', back: 'Back to the event page',
  },
};

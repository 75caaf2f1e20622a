import { pizzaMoneyMessages as m } from '@fhp/domain';
import type { EmailMessage } from '../../platform/email/mailer';

/** The athlete's thanks to one donor once the gift badge exists. */
export function giftEmail(
  facts: {
    to: { email: string; name: string };
    athleteName: string;
    athleteNumber: number;
    description: string;
  },
  siteUrl: string,
): EmailMessage {
  const page = new URL(`/athletes/${facts.athleteNumber}`, siteUrl).toString();
  const lines = [
    `Hi ${facts.to.name || 'there'},`,
    '',
    `Thank you for your pizza money. ${facts.athleteName} made a gift badge for everyone who donated: "${facts.description}".`,
    '',
    `${facts.athleteName}'s page: ${page}`,
  ];
  return {
    to: facts.to.email,
    subject: m.giftEmailSubject(facts.athleteName),
    text: lines.join('\n'),
    template: 'pizza-money-gift',
  };
}

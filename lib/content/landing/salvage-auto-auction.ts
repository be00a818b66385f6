import type { LandingContent } from './landing-content';

export const landing: LandingContent = {
  locale: 'en',
  metaTitle: 'Salvage auto auction online: bid on damaged cars',
  metaDescription:
    'Bid online on salvage, insurance and repossessed vehicles from about 100 US yards. Open to the public in the US and abroad, with every fee published.',
  h1: 'Salvage auto auction, open to the public',
  lead: 'SalvageLane sells collision, fire, flood, theft, vandalism and repossession vehicles from insurance companies, banks and fleets at about 100 yards across the US. Register for free, place a refundable deposit and bid online from wherever you are.',
  cta: 'Register for free',
  ctaSecondary: 'See memberships and fees',
  benefits: [
    {
      title: 'Open to the public',
      body: 'Anyone in the US or abroad can register, browse the lots and pre-bid. Each lot shows its title type, so you can check before bidding whether it can be registered or exported where you need it.',
    },
    {
      title: 'Fees you can work out in advance',
      body: 'The buyer fee depends on your membership, from 10% on a free Guest account down to 4% with Vip, each with a minimum, plus a $95 documentation fee per purchase. Late payment and storage charges are published too.',
    },
    {
      title: 'Pre-bid or bid live',
      body: 'Set a maximum before the sale and let the system bid for you, or follow the lane live from 10:00 local time at the yard. Some lots can also be bought outright with Buy it now.',
    },
    {
      title: 'Shipping in the US and overseas',
      body: 'Once you have paid, collect the vehicle yourself or arrange transport through our shipping partner, within the US or to a US port for export.',
    },
  ],
  steps: [
    {
      title: 'Register and upload your ID',
      body: 'Create a free account. Your ID is needed because your name goes on the bill of sale.',
    },
    {
      title: 'Place a refundable deposit',
      body: 'At least $600, or 10% of the highest bid you plan to make, whichever is more. Your buying power is 10 times the deposit.',
    },
    {
      title: 'Research the lot',
      body: 'Read the damage, title type, odometer status and start code on the lot page, study the photos, and inspect the vehicle at the yard if you can. Vehicles are sold as is, where is.',
    },
    {
      title: 'Bid',
      body: 'Pre-bid your maximum, or bid live with a paid membership. If the highest bid meets the reserve, the vehicle is sold; if not, it goes on approval and the seller decides.',
    },
    {
      title: 'Pay, sign and collect',
      body: 'Pay by card or PayPal within 3 business days and sign the bill of sale online. Storage is free for 4 business days, so book pickup or shipping straight away.',
    },
  ],
  faq: [
    {
      question: 'Can I buy if I live outside the US?',
      answer:
        'Yes. International buyers register the same way and ship through US ports. Import rules, duties and accepted title types differ by country, so check them before you bid.',
    },
    {
      question: 'What do I pay on top of my winning bid?',
      answer:
        'The buyer fee for your membership tier, the $95 documentation fee and shipping if you need it. Paying after 3 business days adds a one-time $50 late fee, and storage costs $25 a day after 4 free business days.',
    },
    {
      question: 'Do vehicles come with a warranty?',
      answer:
        'No. Vehicles are sold as is, where is. Read the lot page carefully and inspect the vehicle at the yard before bidding if you can.',
    },
    {
      question: 'Can I get my deposit back?',
      answer:
        'Yes. The deposit is refundable, and you can request a refund from your account. A smaller deposit also means less buying power.',
    },
  ],
  closing: 'Register for free, place your deposit and start with a pre-bid on a lot you have researched.',
};

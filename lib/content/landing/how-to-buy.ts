import type { LandingContent } from './landing-content';

export const landing: LandingContent = {
  locale: 'en',
  metaTitle: 'How to buy a car from insurance auto auctions',
  metaDescription:
    'A step-by-step guide to buying a car at an insurance auto auction online: deposit, reading the lot, bidding, fees, payment, title and shipping.',
  h1: 'How to buy a car from insurance auto auctions',
  lead: 'Insurance companies sell the vehicles they have paid claims on, alongside bank repossessions and fleet cars, through online auctions. A damaged vehicle can be good value, but only if you understand the damage, the title and the full cost before you bid. Here is how the process works on SalvageLane, step by step.',
  cta: 'Create a free account',
  ctaSecondary: 'Watch the how-to videos',
  benefits: [
    {
      title: 'Know the full cost',
      body: 'Your maximum bid is not your total. Add the buyer fee (4% to 10% depending on membership, each tier with a minimum), the $95 documentation fee, shipping and repairs.',
    },
    {
      title: 'Know the title',
      body: 'Salvage, clean, rebuilt, non-repairable, certificate of destruction, junk and parts-only titles follow different rules. In many states, some of them can never be registered for the road again.',
    },
    {
      title: 'Know the condition',
      body: 'Vehicles are sold as is, where is. Photos, damage fields, odometer status and the start code help, but an inspection at the yard tells you more.',
    },
    {
      title: 'Know the deadlines',
      body: 'Pay within 3 business days and collect within 4 free business days of storage. Otherwise you pay a one-time $50 late fee and $25 a day in storage.',
    },
  ],
  steps: [
    {
      title: 'Register and upload your ID',
      body: 'Registration is free, and every account starts as a Guest. Upload your ID in your account; your name goes on the bill of sale.',
    },
    {
      title: 'Place a refundable deposit',
      body: 'The minimum is $600, or 10% of the highest bid you plan to make if that is more. You can bid up to 10 times your deposit.',
    },
    {
      title: 'Choose a membership',
      body: 'A free Guest account can pre-bid. To bid live and pay a lower buyer fee, choose Starter, Premium or Vip, or Business if you are a dealer.',
    },
    {
      title: 'Research the lot',
      body: 'Check the primary and secondary damage, the title type and issuing state, the odometer status and the start code. Confirm the vehicle can be registered or exported where you need it.',
    },
    {
      title: 'Bid',
      body: 'Pre-bid your maximum, or bid live when the lane opens at 10:00 local time at the yard. Each bid resets the countdown. If the reserve is not met, the lot goes on approval and the seller decides.',
    },
    {
      title: 'Pay, sign and ship',
      body: 'Pay by card or PayPal within 3 business days, sign the bill of sale online, then collect the vehicle or book transport through our shipping partner.',
    },
  ],
  faq: [
    {
      question: 'How much should I bid?',
      answer:
        'Start from what the vehicle will be worth to you once repaired or parted out. Subtract repairs, shipping, fees and a margin for damage you cannot see. The result is your maximum: set it as your pre-bid and do not go above it in the live sale.',
    },
    {
      question: 'Can I inspect the vehicle before bidding?',
      answer:
        'Yes, at the yard. Vehicles are sold as is, where is, so an inspection is the best way to check what the photos do not show.',
    },
    {
      question: 'What does “on approval” mean?',
      answer:
        'The highest bid did not reach the seller’s reserve. The seller then decides whether to accept it.',
    },
    {
      question: 'What happens if I pay late?',
      answer:
        'Payment is due within 3 business days of the sale. After that, a one-time $50 late fee applies. Storage is free for 4 business days and then costs $25 a day.',
    },
  ],
  closing:
    'Ready to start? Register for free, place a deposit and try a pre-bid on a lot you have researched.',
};

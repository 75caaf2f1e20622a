/**
 * The Tips page (/admin/Improve-Chances-To-Sell-Licenses): three ways to improve the chances of
 * selling to fans (spec section 9: "Tips page lists 3 ways"). The spec does not quote the texts;
 * these are ours, written from what the product offers.
 */
export const tipsMessages = {
  title: 'Improve Your Chances to Sell Licenses',
  intro: 'Three ways to help fans find you and support you:',
  ways: [
    {
      title: '1. Complete your profile',
      text: 'Add a clear photo, your QR code and a short YouTube video. Fans buy from athletes they can see and recognise.',
    },
    {
      title: '2. Share your page on social media',
      text: 'Post your profile link on Facebook, Instagram and Twitter, and list those accounts on your profile. Each post brings fans to your badges.',
    },
    {
      title: '3. Set fair rates and answer fans',
      text: 'Set your chat rate and sport badge rate, answer call requests and thank fans who buy your badges. Fans come back to athletes who respond.',
    },
  ],
} as const;

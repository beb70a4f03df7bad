import { SupportEmailLink } from '@/components/support-email-link';
import { PolicyDocument, PolicySection } from './components/policy-document';

export function PrivacyPage() {
  return (
    <PolicyDocument
      title="Privacy Policy"
      summary="What ThumbForge collects, why, how long we keep it and the choices you have."
    >
      <PolicySection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name and email address.
          </li>
          <li>
            <strong>Your content:</strong> the photos you upload, your video details and prompts,
            and the thumbnails generated for you.
          </li>
          <li>
            <strong>Preferences:</strong> the style you keep with Remember this style, and the
            genre, mood, resolution and style words of your last 3 chats, so a choice you make in
            each of them can be suggested. Your edits are never remembered.
          </li>
          <li>
            <strong>Brand kit:</strong> the colours, title font and style and the logo you save for
            your thumbnails. Thumbnails you upload to learn it are read and not kept.
          </li>
          <li>
            <strong>Payment records:</strong> the package, amount, date, payment ID and receipt or
            invoice number, and the billing details you give at checkout (the name to bill, your
            state and, for a business, its GSTIN), which your receipt or tax invoice prints. Card
            details are entered with our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="How we use it">
        <p>
          We use your information only to run ThumbForge: to create and edit your thumbnails,
          remember your preferences, process payments and receipts, answer support requests and keep
          the service secure. We do not sell your data and we do not show advertising.
        </p>
      </PolicySection>

      <PolicySection title="Who we share it with">
        <p>
          Only the providers that make the service work: Google Firebase (hosting, database and
          storage), Google Vertex AI (the image model that generates your thumbnails), Clerk
          (sign-in) and Razorpay (payments). Each receives only what its part of the service needs.
        </p>
      </PolicySection>

      <PolicySection title="Your photos">
        <p>
          Location data and other metadata are removed from uploaded photos before they are stored,
          and the links to your images are private to your account.
        </p>
        <p>
          Your photos and thumbnails are used only to make and show your thumbnails. We do not use
          them to train any AI model, and Google does not use what ThumbForge sends to Vertex AI to
          train its models.
        </p>
      </PolicySection>

      <PolicySection title="How long we keep it">
        <ul>
          <li>
            Thumbnails and uploaded photos are stored for 1 year from the day they were made, then
            deleted; the chat keeps its words and says that the image expired.
          </li>
          <li>
            When you close your account (account menu, <strong>Close account</strong>), it becomes
            read-only at once: you can still sign in, look at your chats and download for 30 days,
            and reopen it in that time. After 30 days we delete your photos, thumbnails, chats,
            messages, preferences, brand kit, token history and sign-in account.
          </li>
          <li>
            Payment records are kept for 7 years, as tax and accounting law requires, then deleted.
            Once your account is deleted they hold only the amount, date, receipt or invoice number,
            package, payment ID and the state you were billed in, and are no longer linked to your
            name or email. A business buyer&apos;s name and GSTIN stay on its tax invoices, as GST
            returns list them.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Your choices">
        <ul>
          <li>
            <strong>A copy of your data:</strong> account menu, <strong>Download my data</strong>{' '}
            gives you a zip with every photo and thumbnail you have and a file of your chats,
            messages, preferences, brand kit, token history and payments, at no cost.
          </li>
          <li>
            <strong>Deletion:</strong> close your account from the account menu, as described above.
          </li>
          <li>
            <strong>Preferences:</strong> you can clear what the AI remembers at any time.
          </li>
          <li>
            <strong>Correction, or anything else:</strong> email <SupportEmailLink />; we answer
            within 2 hours.
          </li>
        </ul>
      </PolicySection>
    </PolicyDocument>
  );
}

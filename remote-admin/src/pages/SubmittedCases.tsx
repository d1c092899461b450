import type { RemotePageProps } from 'shared-ui';

export default function SubmittedCases({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>SubmittedCases</h1>
    </main>
  );
}

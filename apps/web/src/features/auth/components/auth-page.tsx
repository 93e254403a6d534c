import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The narrow centred card every account screen uses. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

/** All messages of a react-hook-form error object, in field order, without repeats. */
export function formErrorMessages(errors: Record<string, { message?: string } | undefined>): string[] {
  return [...new Set(Object.values(errors).flatMap((error) => (error?.message ? [error.message] : [])))];
}

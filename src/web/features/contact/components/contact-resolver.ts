import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactInputSchema, type ContactInput } from '@shared/schemas/contact';
import type { ContactFormText } from './contact-form-text';

// The cast only names the form's text shape; the shared schema answers '' with its own messages.
export const contactResolver = zodResolver(ContactInputSchema) as unknown as Resolver<ContactFormText, unknown, ContactInput>;

import { createTemplate } from './databases';

export default async function setup(): Promise<void> {
  await createTemplate();
}

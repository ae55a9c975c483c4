import { z } from 'zod';

/** Validation messages in Chinese wherever a schema gives none of its own (server and web alike). */
z.config(z.locales.zhCN());

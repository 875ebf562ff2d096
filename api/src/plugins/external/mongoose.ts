import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';
import { createModels, type Models } from '../../models';

declare module 'fastify' {
  interface FastifyInstance {
    db: { connection: Connection; models: Models; isUp(): Promise<boolean> };
  }
}

export interface MongooseOptions {
  uri: string;
  dbName?: string;
}

// Operators in user input become literal values ($eq), and unknown filter paths are dropped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * One connection per app instance. bufferCommands is off and server selection is short, so when the
 * database is down calls fail fast (503) instead of queueing; the driver reconnects by itself.
 */
export default fp<MongooseOptions>(
  async (app, options) => {
    const timeout = app.config.dbTimeoutMs;
    const connection = mongoose.createConnection(options.uri, {
      dbName: options.dbName,
      bufferCommands: false,
      autoIndex: false,
      serverSelectionTimeoutMS: timeout,
      connectTimeoutMS: timeout,
      socketTimeoutMS: Math.max(timeout * 10, 30_000),
    });
    await connection.asPromise();
    const models = createModels(connection);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));

    async function isUp(): Promise<boolean> {
      if (connection.readyState !== 1 || !connection.db) return false;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.min(timeout, 1500));
      });
      try {
        const ping = connection.db.command({ ping: 1 }).then(
          () => true,
          () => false,
        );
        return await Promise.race([ping, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    }

    app.decorate('db', { connection, models, isUp });
    app.addHook('onClose', async () => {
      await connection.close();
    });
  },
  { name: 'mongoose', dependencies: ['config'] },
);

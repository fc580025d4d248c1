import {
  buildAssets,
  mailWebPort,
  prepareDatabase,
  startMailCatcher,
  startServer,
  stopProcess,
  waitForServer,
  waitForUrl,
} from './server';

export default async function setup(): Promise<() => void> {
  buildAssets('e2e');
  prepareDatabase();
  const mailCatcher = startMailCatcher();
  const server = startServer();
  try {
    await waitForUrl(`http://127.0.0.1:${mailWebPort}/email`);
    await waitForServer();
  } catch (error) {
    stopProcess(server);
    stopProcess(mailCatcher);
    throw error;
  }

  return () => {
    stopProcess(server);
    stopProcess(mailCatcher);
    buildAssets('production');
  };
}

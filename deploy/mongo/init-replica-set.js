/* global rs, db, sleep -- mongosh's shell globals */
// compose.yaml's mongo-init: run by mongosh against mongo-1 as the root user. Safe to run again: it initiates
// the replica set rs0 only once, waits until mongo-1 (the highest priority) is primary, and creates the
// application's user (readWrite on the mwangaza database, password MONGO_APP_PASSWORD) only once.
const members = ['mongo-1:27017', 'mongo-2:27017', 'mongo-3:27017'];

try {
  rs.status();
  print('replica set rs0 already initiated');
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({
    _id: 'rs0',
    members: members.map((host, index) => ({ _id: index, host, priority: index === 0 ? 2 : 1 })),
  });
  print('replica set rs0 initiated');
}

while (!db.hello().isWritablePrimary) sleep(1000);

const appDb = db.getSiblingDB('mwangaza');
if (appDb.getUser('mwangaza')) {
  print('user mwangaza already exists');
} else {
  appDb.createUser({
    user: 'mwangaza',
    pwd: process.env.MONGO_APP_PASSWORD,
    roles: [{ role: 'readWrite', db: 'mwangaza' }],
  });
  print('user mwangaza created');
}

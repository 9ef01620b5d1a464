package dev.arbiter.spark;

import org.apache.hadoop.conf.Configuration;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * The driver's Hadoop configuration (with the job's {@code spark.hadoop.*} settings: object store credentials,
 * endpoints) carried to the executors once per task, so that they open the logs the way the driver listed them.
 */
final class HadoopConf implements Serializable {
    private static final long serialVersionUID = 1L;

    private transient Configuration conf;

    HadoopConf(Configuration conf) {
        this.conf = conf;
    }

    Configuration get() {
        return conf;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        conf.write(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        conf = new Configuration(false);
        conf.readFields(in);
    }
}

#include "ServingModelChoice.h"

#include "Dialogs.h"
#include "catalog/HfConfig.h"
#include "catalog/ModelCatalog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSignalBlocker>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gpuplan::ServingPage)
};
const QString kConfig = QStringLiteral("config");
const QString kCustom = QStringLiteral("custom");
} // namespace

void fillModelCombo(QComboBox* combo)
{
    for (const ModelSpec& m : ModelCatalog::shipped().models())
        combo->addItem(m.name, m.id);
    combo->addItem(Tr::tr("From config.json…"), kConfig);
}

void showCustomModel(QComboBox* combo, const ModelSpec& m)
{
    const QSignalBlocker block(combo);
    const int at = combo->findData(kCustom);
    const QString text = Tr::tr("%1 (config.json)").arg(m.name);
    if (at < 0)
        combo->insertItem(combo->findData(kConfig), text, kCustom);
    else
        combo->setItemText(at, text);
    combo->setCurrentIndex(combo->findData(kCustom));
}

std::optional<ModelSpec> chooseModelConfig(QWidget* parent, QComboBox* combo, int previous)
{
    const QString path = Dialogs::openFileName(parent, Tr::tr("A model's config.json"),
                                               Tr::tr("Model configuration (*.json)"));
    QFile f(path);
    std::optional<ModelSpec> read;
    if (!path.isEmpty() && f.open(QIODevice::ReadOnly)) {
        auto m = modelFromHfConfig(f.read(4 << 20), QFileInfo(path).fileName());
        if (m)
            read = m.value();
        else
            Dialogs::error(parent, Tr::tr("A model's config.json"), m.error().toString());
    } else if (!path.isEmpty()) {
        Dialogs::error(parent, Tr::tr("A model's config.json"), Tr::tr("'%1' cannot be read").arg(path));
    }
    if (read) {
        showCustomModel(combo, *read);
    } else {
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(previous);
    }
    return read;
}

} // namespace gpuplan

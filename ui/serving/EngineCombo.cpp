#include "EngineCombo.h"

#include "estimate/ServingEstimator.h"

#include <QComboBox>

namespace gpuplan {

void fillEngineCombo(QComboBox* combo)
{
    combo->setObjectName(QStringLiteral("servingEngine"));
    for (const EngineChoice& c : engineChoices())
        combo->addItem(c.label, c.release.text());
}

void showEngine(QComboBox* combo, const EngineRelease& release)
{
    const QString text = release.text();
    if (combo->findData(text) < 0) // a plan's own version (vllm@0.6.3): offered as it is
        combo->addItem(engineLabel(release.engine) + QLatin1Char(' ') + release.version, text);
    combo->setCurrentIndex(combo->findData(text));
}

void readEngine(const QComboBox* combo, Engine* engine, QString* version)
{
    const auto r = EngineRelease::parse(combo->currentData().toString());
    *engine = r ? r->engine : Engine::Vllm; // the combo holds engines only
    *version = r ? r->version : QString();
}

} // namespace gpuplan

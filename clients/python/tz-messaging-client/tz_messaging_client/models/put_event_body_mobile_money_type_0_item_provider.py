from enum import StrEnum


class PutEventBodyMobileMoneyType0ItemProvider(StrEnum):
    AIRTELMONEY = "airtelmoney"
    HALOPESA = "halopesa"
    MPESA = "mpesa"
    TIGOPESA = "tigopesa"

    def __str__(self) -> str:
        return str(self.value)

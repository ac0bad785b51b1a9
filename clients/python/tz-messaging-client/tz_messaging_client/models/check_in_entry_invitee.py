from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CheckInEntryInvitee")


@_attrs_define
class CheckInEntryInvitee:
    """
    Attributes:
        id (int):
        name (str):
        card_type (Literal['double'] | Literal['family'] | Literal['single'] | Literal['vip']): The entry card: single,
            double, family or vip
        admits (int): How many guests the card admits (default by card type: single 1, double 2, family 4, vip 1)
    """

    id: int
    name: str
    card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
    admits: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
        card_type = self.card_type

        admits = self.admits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "card_type": card_type,
                "admits": admits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_card_type(
            data: object,
        ) -> Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]:
            card_type_type_0 = cast(Literal["single"], data)
            if card_type_type_0 != "single":
                raise ValueError(f"card_type_type_0 must match const 'single', got '{card_type_type_0}'")
            return card_type_type_0
            card_type_type_1 = cast(Literal["double"], data)
            if card_type_type_1 != "double":
                raise ValueError(f"card_type_type_1 must match const 'double', got '{card_type_type_1}'")
            return card_type_type_1
            card_type_type_2 = cast(Literal["family"], data)
            if card_type_type_2 != "family":
                raise ValueError(f"card_type_type_2 must match const 'family', got '{card_type_type_2}'")
            return card_type_type_2
            card_type_type_3 = cast(Literal["vip"], data)
            if card_type_type_3 != "vip":
                raise ValueError(f"card_type_type_3 must match const 'vip', got '{card_type_type_3}'")
            return card_type_type_3

        card_type = _parse_card_type(d.pop("card_type"))

        admits = d.pop("admits")

        check_in_entry_invitee = cls(
            id=id,
            name=name,
            card_type=card_type,
            admits=admits,
        )

        return check_in_entry_invitee

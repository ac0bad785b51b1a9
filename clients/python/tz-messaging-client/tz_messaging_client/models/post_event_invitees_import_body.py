from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_event_invitees_import_body_card_type import PostEventInviteesImportBodyCardType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventInviteesImportBody")


@_attrs_define
class PostEventInviteesImportBody:
    """
    Attributes:
        contact_ids (list[int] | Unset):
        group_id (int | Unset):
        card_type (PostEventInviteesImportBodyCardType | Unset):
        admits (int | Unset):
    """

    contact_ids: list[int] | Unset = UNSET
    group_id: int | Unset = UNSET
    card_type: PostEventInviteesImportBodyCardType | Unset = UNSET
    admits: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contact_ids: list[int] | Unset = UNSET
        if not isinstance(self.contact_ids, Unset):
            contact_ids = self.contact_ids

        group_id = self.group_id

        card_type: str | Unset = UNSET
        if not isinstance(self.card_type, Unset):
            card_type = self.card_type.value

        admits = self.admits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if contact_ids is not UNSET:
            field_dict["contact_ids"] = contact_ids
        if group_id is not UNSET:
            field_dict["group_id"] = group_id
        if card_type is not UNSET:
            field_dict["card_type"] = card_type
        if admits is not UNSET:
            field_dict["admits"] = admits

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contact_ids = cast(list[int], d.pop("contact_ids", UNSET))

        group_id = d.pop("group_id", UNSET)

        _card_type = d.pop("card_type", UNSET)
        card_type: PostEventInviteesImportBodyCardType | Unset
        if isinstance(_card_type, Unset):
            card_type = UNSET
        else:
            card_type = PostEventInviteesImportBodyCardType(_card_type)

        admits = d.pop("admits", UNSET)

        post_event_invitees_import_body = cls(
            contact_ids=contact_ids,
            group_id=group_id,
            card_type=card_type,
            admits=admits,
        )

        post_event_invitees_import_body.additional_properties = d
        return post_event_invitees_import_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

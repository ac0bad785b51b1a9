from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_event_invitees_body_card_type import PostEventInviteesBodyCardType
from ..models.post_event_invitees_body_status import PostEventInviteesBodyStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventInviteesBody")


@_attrs_define
class PostEventInviteesBody:
    """
    Attributes:
        name (str):
        phone (str):
        email (None | str | Unset):
        pledge_amount (int | None | Unset):
        status (PostEventInviteesBodyStatus | Unset):
        contact_id (int | None | Unset):
        card_type (PostEventInviteesBodyCardType | Unset):
        admits (int | Unset):
        attending_count (int | None | Unset):
    """

    name: str
    phone: str
    email: None | str | Unset = UNSET
    pledge_amount: int | None | Unset = UNSET
    status: PostEventInviteesBodyStatus | Unset = UNSET
    contact_id: int | None | Unset = UNSET
    card_type: PostEventInviteesBodyCardType | Unset = UNSET
    admits: int | Unset = UNSET
    attending_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        phone = self.phone

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        pledge_amount: int | None | Unset
        if isinstance(self.pledge_amount, Unset):
            pledge_amount = UNSET
        else:
            pledge_amount = self.pledge_amount

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        contact_id: int | None | Unset
        if isinstance(self.contact_id, Unset):
            contact_id = UNSET
        else:
            contact_id = self.contact_id

        card_type: str | Unset = UNSET
        if not isinstance(self.card_type, Unset):
            card_type = self.card_type.value

        admits = self.admits

        attending_count: int | None | Unset
        if isinstance(self.attending_count, Unset):
            attending_count = UNSET
        else:
            attending_count = self.attending_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "phone": phone,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email
        if pledge_amount is not UNSET:
            field_dict["pledge_amount"] = pledge_amount
        if status is not UNSET:
            field_dict["status"] = status
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id
        if card_type is not UNSET:
            field_dict["card_type"] = card_type
        if admits is not UNSET:
            field_dict["admits"] = admits
        if attending_count is not UNSET:
            field_dict["attending_count"] = attending_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        phone = d.pop("phone")

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_pledge_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pledge_amount = _parse_pledge_amount(d.pop("pledge_amount", UNSET))

        _status = d.pop("status", UNSET)
        status: PostEventInviteesBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = PostEventInviteesBodyStatus(_status)

        def _parse_contact_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        contact_id = _parse_contact_id(d.pop("contact_id", UNSET))

        _card_type = d.pop("card_type", UNSET)
        card_type: PostEventInviteesBodyCardType | Unset
        if isinstance(_card_type, Unset):
            card_type = UNSET
        else:
            card_type = PostEventInviteesBodyCardType(_card_type)

        admits = d.pop("admits", UNSET)

        def _parse_attending_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attending_count = _parse_attending_count(d.pop("attending_count", UNSET))

        post_event_invitees_body = cls(
            name=name,
            phone=phone,
            email=email,
            pledge_amount=pledge_amount,
            status=status,
            contact_id=contact_id,
            card_type=card_type,
            admits=admits,
            attending_count=attending_count,
        )

        post_event_invitees_body.additional_properties = d
        return post_event_invitees_body

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
